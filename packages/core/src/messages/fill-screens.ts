/** Labels of the fill screens: fill, workflow, my and assigned registrations, guest (doc 1 §2.9-2.13). */
export const fillScreensMessages = {} as const;

/**
 * Labels of the per-type settings in the element dialog (doc 2 §3 'Schema element'): placeholder,
 * layout, sizes, uploads, number formats, camera, signature, subform, calculation, workflow.
 */
export const elementSettingsMessages = {} as const;

/**
 * Labels of the Bekijk panels that share a form: access by user and group, search settings,
 * guest access and its link, bad-internet mode and the duplicate panel.
 */
export const formSharingMessages = {} as const;

/**
 * Labels of the map, search, gps and tracking settings in the element dialog (doc 2 §3
 * mapSettings and searchSettings, doc 3 maps and datasources).
 */
export const mapSearchSettingsMessages = {} as const;

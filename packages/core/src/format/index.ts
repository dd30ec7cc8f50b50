// The rich-text sanitiser (htmlparser2) is '@eform/core/format/rich-text': only static text needs
// it, and re-exported here it rode along with every screen that formats a date.
export * from './date';
export * from './escape-html';
export * from './number';
export * from './number-text';
export * from './text';

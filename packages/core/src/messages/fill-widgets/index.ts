import { type TPlainKeys, translator } from '../format';
import { fillDialogsMessages } from './fill-dialogs';
import { guestMapMessages } from './guest-map';
import { mapElementMessages } from './map';
import { searchElementMessages } from './search';
import { fillSpecTextsMessages } from './spec-texts-fill';
import { mapSpecTextsMessages } from './spec-texts-map';
import { fillWidgetTextsMessages } from './widgets';

/**
 * The Dutch texts of fill-time widgets and dialogs that load in chunks of their own (search, map,
 * file, signature, QR and subform elements; the sending and leave dialogs; the public map): a catalogue of its
 * own (import '@eform/core/messages/fill-widgets') so that the fill path does not carry them for
 * forms without such an element, or before they are sent.
 */
export const FILL_WIDGET_MESSAGES = {
  ...searchElementMessages,
  ...mapElementMessages,
  ...mapSpecTextsMessages,
  ...fillWidgetTextsMessages,
  ...fillDialogsMessages,
  ...fillSpecTextsMessages,
  ...guestMapMessages,
} as const;

/** A key of the fill widgets' catalogue. */
export type TFillWidgetMessageKey = keyof typeof FILL_WIDGET_MESSAGES;

/** A fill widget key whose text has no `{param}`. */
export type TPlainFillWidgetMessageKey = TPlainKeys<typeof FILL_WIDGET_MESSAGES>;

/**
 * The text for `key` with its `{name}` placeholders filled in (like `t`).
 * @example tw('fill.search.count', { count: 1, max: 3 })
 */
export const tw = translator(FILL_WIDGET_MESSAGES);

/** The parts, for the catalogue test (no key in two parts, none shared with another catalogue). */
export const FILL_WIDGET_MESSAGE_PARTS: Record<string, Record<string, string>> = {
  search: searchElementMessages,
  map: mapElementMessages,
  mapSpecTexts: mapSpecTextsMessages,
  widgets: fillWidgetTextsMessages,
  fillDialogs: fillDialogsMessages,
  fillSpecTexts: fillSpecTextsMessages,
  guestMap: guestMapMessages,
};

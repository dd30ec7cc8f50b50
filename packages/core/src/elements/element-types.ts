/** The 30 element types a form schema can hold, in the editor's order. */
export const ELEMENT_TYPES = [
  'header',
  'staticText',
  'imageTag',
  'staticFile',
  'text',
  'email',
  'textarea',
  'checkbox_single',
  'checkbox_multiple',
  'radio',
  'select',
  'number',
  'decimal',
  'date',
  'time',
  'datetime',
  'image',
  'file',
  'subform',
  'linkedForm',
  'map',
  'gps',
  'tracking',
  'search',
  'signature',
  'calculation',
  'computed',
  'qrCodeScanner',
  'autoIncrement',
  'stateTransition',
] as const;

/** One of {@link ELEMENT_TYPES}. */
export type TElementType = (typeof ELEMENT_TYPES)[number];

/**
 * The layout element types: they show something but carry no value, so they have no validation
 * rules, no token and no place in a registration.
 */
export const LAYOUT_ELEMENT_TYPES = ['header', 'staticText', 'imageTag', 'staticFile'] as const;

/** One of {@link LAYOUT_ELEMENT_TYPES}. */
export type TLayoutElementType = (typeof LAYOUT_ELEMENT_TYPES)[number];

/** An element type that carries a value: every type except the layout ones. */
export type TInputElementType = Exclude<TElementType, TLayoutElementType>;

/** The fill screen's texts of saving on the device (doc 1 §4); the spec's own are in spec-texts-filling. */
export const savedFillMessages = {
  'fill.saveLocallyFailed':
    'Het formulier kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.',
} as const;

/** Texts of the camera and file-input diagnostics (doc 1 §2.1 ios_debugging, doc 3). */
export const diagnosticsMessages = {
  'diagnostics.description':
    "Controleer hier of de camera en het kiezen van bestanden op dit apparaat werken, om problemen met foto's op te sporen.",
  'diagnostics.camera.title': 'Camera',
  'diagnostics.camera.low': 'Lage resolutie (320 × 240)',
  'diagnostics.camera.default': 'Standaardresolutie',
  'diagnostics.camera.high': 'Hoge resolutie (1920 × 1080)',
  'diagnostics.camera.stop': 'Stoppen',
  'diagnostics.camera.video': 'Beeld van de camera',
  'diagnostics.camera.off': 'De camera staat uit.',
  'diagnostics.camera.starting': 'De camera wordt gestart...',
  'diagnostics.camera.on': 'De camera is aan: {width} × {height}.',
  'diagnostics.camera.unavailable': 'De camera is niet beschikbaar.',
  'diagnostics.files.title': 'Bestanden kiezen',
  'diagnostics.files.image': 'Afbeelding (image/*)',
  'diagnostics.files.capture': 'Foto met de camera (capture)',
  'diagnostics.files.multiple': 'Meerdere bestanden',
  'diagnostics.files.any': 'Elk bestand',
  'diagnostics.files.none': 'Geen bestand gekozen.',
  'diagnostics.files.file': '{name} · {type} · {size}',
  'diagnostics.files.unknownType': 'onbekend type',
} as const;

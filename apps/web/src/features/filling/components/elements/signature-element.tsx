import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { lazy } from 'react';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { FieldFrame } from './field-frame';
import { fileValues } from './file-element';

// signature_pad is loaded only by forms with a signature, in its own chunk.
const SignaturePadWidget = lazy(() =>
  import('./signature-pad-widget').then((m) => ({ default: m.SignaturePadWidget })),
);

/** The file name of every signature (doc 1 §3). */
export const SIGNATURE_FILE_NAME = 'Handtekening.png';

/** The picture of a signature value (url once stored, base64 before). */
export function signatureSource(value: unknown): string | undefined {
  const [file] = fileValues(value);
  return file?.url ?? file?.base64;
}

/** A drawn signature, kept as the file Handtekening.png (base64 PNG). */
export function SignatureElement(props: TElementProps<'signature'>) {
  const { element, field, mode, id } = props;
  if (mode === 'readonly') {
    const src = signatureSource(field.value);
    return (
      <FieldFrame element={element} id={id} errors={field.errors} plain>
        {src ? (
          <img id={id} className={classes.image} src={src} alt={tw('fill.element.signatureAlt')} />
        ) : (
          <p id={id} className={classes.readonly}>
            {t('fill.element.empty')}
          </p>
        )}
      </FieldFrame>
    );
  }
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <SignaturePadWidget {...props} />
    </FieldFrame>
  );
}

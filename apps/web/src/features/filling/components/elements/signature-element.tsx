import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { lazy } from 'react';
import { useFileUrl } from '../../hooks/use-file-url';
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

/**
 * The picture of a signature value: its data URL before it is stored; once stored, the file
 * fetched with the session's key and shown through an object URL (an `<img>` asking
 * `/api/file/{id}` itself carries no key and was refused, a broken image). Undefined meanwhile.
 */
export function useSignatureSource(value: unknown): string | undefined {
  const [file] = fileValues(value);
  return useFileUrl(file ?? {});
}

/** A drawn signature, kept as the file Handtekening.png (base64 PNG). */
export function SignatureElement(props: TElementProps<'signature'>) {
  const { element, field, mode, id } = props;
  const src = useSignatureSource(mode === 'readonly' ? field.value : undefined);
  if (mode === 'readonly') {
    return (
      <FieldFrame element={element} id={id} errors={field.errors} plain>
        {fileValues(field.value).length > 0 ? (
          // While the stored picture loads the <img> has no source yet, only its name.
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

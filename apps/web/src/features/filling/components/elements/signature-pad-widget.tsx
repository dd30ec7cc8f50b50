import { tw } from '@eform/core/messages/fill-widgets';
import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { SIGNATURE_FILE_NAME, useSignatureSource } from './signature-element';

const HEIGHT = { normal: 200, big: 400 } as const;

/** The signature pad itself (its own chunk, with signature_pad). */
export function SignaturePadWidget({ element, field, id, onChange }: TElementProps<'signature'>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const height = HEIGHT[element.signatureSize ?? 'normal'];
  const existing = useSignatureSource(field.value);
  const existingRef = useRef(existing);
  existingRef.current = existing;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d')) return;
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
    padRef.current = pad;
    const fit = () => {
      // Drawn at the screen's pixel density, so the signature is sharp on a phone.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    fit();
    if (element.signatureLoadEnabled && existingRef.current) {
      void pad.fromDataURL(existingRef.current, { height, width: canvas.offsetWidth });
    }
    const save = () => {
      if (pad.isEmpty()) return;
      onChangeRef.current({
        name: SIGNATURE_FILE_NAME,
        filename: SIGNATURE_FILE_NAME,
        type: 'image/png',
        base64: pad.toDataURL('image/png'),
      });
    };
    pad.addEventListener('endStroke', save);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', save);
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, [height, element.signatureLoadEnabled]);

  return (
    <div className={classes.field}>
      <p className={classes.help}>{tw('fill.element.signatureHint')}</p>
      {existing && !element.signatureLoadEnabled ? (
        <img className={classes.image} src={existing} alt={tw('fill.element.signatureAlt')} />
      ) : null}
      <canvas
        id={id}
        ref={canvasRef}
        className={classes.canvas}
        style={{ height }}
        aria-label={element.label || tw('fill.element.signatureAlt')}
        data-size={element.signatureSize ?? 'normal'}
      />
      <div>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => {
            padRef.current?.clear();
            onChange(undefined);
          }}
        >
          {tw('fill.element.signatureClear')}
        </Button>
      </div>
    </div>
  );
}

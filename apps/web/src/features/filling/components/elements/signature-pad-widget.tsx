import { tw } from '@eform/core/messages/fill-widgets';
import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { fileValues } from './file-element';
import { SIGNATURE_FILE_NAME, useSignatureSource } from './signature-element';

const HEIGHT = { normal: 200, big: 400 } as const;

/**
 * The canvas the person draws on. `load` is a picture to draw into it (a stored signature the
 * form allows to be loaded), drawn once it is known: a stored file's source arrives after mount.
 * An `empty` value clears the canvas, also when the form is reset from outside.
 */
function DrawingPad({
  id,
  label,
  size,
  load,
  empty,
  onDraw,
}: {
  id: string;
  label: string;
  size: keyof typeof HEIGHT;
  load: string | undefined;
  empty: boolean;
  onDraw: (dataUrl: string) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const height = HEIGHT[size];
  const onDrawRef = useRef(onDraw);
  onDrawRef.current = onDraw;

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
    const drawn = () => {
      if (!pad.isEmpty()) onDrawRef.current(pad.toDataURL('image/png'));
    };
    pad.addEventListener('endStroke', drawn);
    window.addEventListener('resize', fit);
    return () => {
      pad.removeEventListener('endStroke', drawn);
      window.removeEventListener('resize', fit);
      pad.off();
      padRef.current = null;
    };
  }, [height]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (load && canvas)
      void padRef.current?.fromDataURL(load, { height, width: canvas.offsetWidth });
  }, [load, height]);

  useEffect(() => {
    if (empty) padRef.current?.clear();
  }, [empty]);

  return (
    <canvas
      id={id}
      ref={canvasRef}
      className={classes.canvas}
      style={{ height }}
      aria-label={label}
      data-size={size}
    />
  );
}

/**
 * The signature pad (its own chunk, with signature_pad). A signature it did not draw itself (a
 * saved or sent registration opened again) shows once, as a picture in the pad's place, with
 * 'Opnieuw tekenen' for an empty pad; one the form allows to be loaded is drawn into the pad.
 */
export function SignaturePadWidget({ element, field, id, onChange }: TElementProps<'signature'>) {
  const size = element.signatureSize ?? 'normal';
  const [file] = fileValues(field.value);
  const source = useSignatureSource(field.value);
  // What this pad drew last: the pad already shows it, so it is no picture of its own.
  const [drawn, setDrawn] = useState<string>();
  const earlier = file !== undefined && (drawn === undefined || file.base64 !== drawn);
  const picture = earlier && !element.signatureLoadEnabled;
  const label = element.label || tw('fill.element.signatureAlt');

  const clear = () => {
    setDrawn(undefined);
    onChange(undefined);
  };
  const draw = (dataUrl: string) => {
    setDrawn(dataUrl);
    onChange({
      name: SIGNATURE_FILE_NAME,
      filename: SIGNATURE_FILE_NAME,
      type: 'image/png',
      base64: dataUrl,
    });
  };

  // The button keeps its place in both states, so after 'Opnieuw tekenen' the focus stays on it.
  return (
    <div className={classes.field}>
      {picture ? null : <p className={classes.help}>{tw('fill.element.signatureHint')}</p>}
      {picture ? (
        // While a stored picture loads the <img> has no source yet, only its name.
        <img
          id={id}
          className={`${classes.canvas} ${classes.signature}`}
          style={{ height: HEIGHT[size] }}
          src={source}
          alt={tw('fill.element.signatureAlt')}
        />
      ) : (
        <DrawingPad
          id={id}
          label={label}
          size={size}
          load={earlier ? source : undefined}
          empty={file === undefined}
          onDraw={draw}
        />
      )}
      <div>
        <Button size="compact-sm" variant="default" onClick={clear}>
          {picture ? tw('fill.element.signatureRedraw') : tw('fill.element.signatureClear')}
        </Button>
      </div>
    </div>
  );
}

import { tw } from '@eform/core/messages/fill-widgets';
import { Button } from '@mantine/core';
import { lazy, useState } from 'react';
import classes from '../renderer/form-renderer.module.css';
import type { TElementProps } from './element-props';
import { describedBy, FieldFrame, ReadOnlyField } from './field-frame';

// The camera loop and the QR decoder (jsqr) are loaded only when someone starts scanning.
const QrScannerWidget = lazy(() =>
  import('./qr-scanner-widget').then((m) => ({ default: m.QrScannerWidget })),
);

/** A text read from a QR code with the rear camera; it may also be typed. */
export function QrCodeScannerElement(props: TElementProps<'qrCodeScanner'>) {
  const { element, field, mode, id, onChange } = props;
  const [scanning, setScanning] = useState(false);
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  if (mode === 'readonly') {
    return <ReadOnlyField props={props} text={value} />;
  }
  return (
    <FieldFrame element={element} id={id} errors={field.errors}>
      <input
        id={id}
        name={element.name}
        className={classes.input}
        value={value}
        autoComplete="off"
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(id, element, field.errors)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {scanning ? (
        <QrScannerWidget
          onScan={(text) => {
            onChange(text);
            setScanning(false);
          }}
          onStop={() => setScanning(false)}
        />
      ) : (
        <div>
          <Button size="compact-sm" variant="default" onClick={() => setScanning(true)}>
            {tw('fill.element.qrStart')}
          </Button>
        </div>
      )}
    </FieldFrame>
  );
}

import { describe, expect, it } from 'vitest';
import { differences } from './differences';

const schema = [
  { uuid: '1', name: 'naam', elementType: 'text', label: 'Naam' },
  {
    uuid: '2',
    name: 'soort',
    elementType: 'radio',
    label: 'Soort melding',
    options: [
      { value: 'a', label: 'Afval' },
      { value: 'b', label: 'Verlichting' },
    ],
  },
  { uuid: '3', name: 'foto', elementType: 'image', label: 'Foto' },
  { uuid: '4', name: 'kop', elementType: 'header', label: 'Kop' },
  { uuid: '5', name: 'opmerking', elementType: 'textarea', label: '' },
  'not an element',
];

describe('differences between two versions', () => {
  it('lists the fields that differ in form order, as people read them, and nothing else', () => {
    const local = {
      naam: 'Jan',
      soort: 'a',
      foto: [{ name: 'brug.jpg', local_file_id: 'f1' }],
      opmerking: 'Glad',
    };
    const server = {
      naam: 'Piet',
      soort: 'b',
      foto: [{ name: 'brug.jpg', base64: 'data:image/jpeg;base64,AAAA' }],
    };
    expect(differences(schema, local, server)).toEqual([
      { label: 'Naam', local: 'Jan', server: 'Piet' },
      { label: 'Soort melding', local: 'Afval', server: 'Verlichting' },
      { label: 'opmerking', local: 'Glad', server: '' },
    ]);
  });

  it('finds none when the values read the same', () => {
    expect(differences(schema, { naam: 'Jan' }, { naam: 'Jan', kop: 'x' })).toEqual([]);
  });
});

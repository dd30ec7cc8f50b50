import { describe, expect, it } from 'vitest';
import {
  fileDisplayName,
  fileExtension,
  fileMimeType,
  fileSizeBytes,
  isImageTagFile,
  isStaticFile,
  isWithinMaxFileSize,
  isWordFile,
  uploadFileName,
} from './file-rules';

describe('upload extensions', () => {
  it.each([
    ['logo.PNG', 'png', true, true, false],
    ['foto.jpeg', 'jpeg', true, true, false],
    ['anim.gif', 'gif', true, true, false],
    ['plaat.bmp', 'bmp', false, false, false],
    ['handleiding.pdf', 'pdf', false, true, false],
    ['notities.txt', 'txt', false, true, false],
    ['sjabloon.docx', 'docx', false, true, true],
    ['oud.doc', 'doc', false, false, false],
    ['/files/a.b/sjabloon.docx?v=2', 'docx', false, true, true],
    ['zonder-extensie', '', false, false, false],
    ['.docx', '', false, false, false],
  ])('%s: extension %j, image tag %s, static file %s, word %s', (name, ext, tag, file, word) => {
    expect(fileExtension(name)).toBe(ext);
    expect(isImageTagFile(name)).toBe(tag);
    expect(isStaticFile(name)).toBe(file);
    expect(isWordFile(name)).toBe(word);
  });
});

describe('file values', () => {
  it.each([
    [{ name: 'a.pdf', filename: 'b.pdf' }, 'a.pdf'],
    [{ filename: 'b.pdf' }, 'b.pdf'],
    [{ url: 'https://x.nl/files/mijn%20foto.jpg?itok=1' }, 'mijn foto.jpg'],
    [{ url: '/files/kapot%E0.jpg' }, 'kapot%E0.jpg'],
    [{}, ''],
  ])('%j is shown as %j', (file, expected) => {
    expect(fileDisplayName(file)).toBe(expected);
  });

  it.each([
    [{ size: 10 }, 10],
    [{ base64: 'data:text/plain;base64,YWJj' }, 3],
    [{ base64: 'YWI=' }, 2],
    [{ base64: 'YQ==' }, 1],
    [{ url: '/f/1' }, undefined],
  ])('%j is %j bytes', (file, expected) => {
    expect(fileSizeBytes(file)).toBe(expected);
  });

  it('allows exactly 20971520 bytes', () => {
    expect(isWithinMaxFileSize({ size: 20971520 })).toBe(true);
    expect(isWithinMaxFileSize({ size: 20971521 })).toBe(false);
    expect(isWithinMaxFileSize({ url: '/f/1' })).toBe(true);
  });

  it.each([
    [{ type: 'IMAGE/PNG' }, 'image/png'],
    [{ base64: 'data:image/gif;base64,R0lG' }, 'image/gif'],
    [{ name: 'x.JPG' }, 'image/jpeg'],
    [{ name: 'x.unknown' }, undefined],
  ])('%j has type %j', (file, expected) => {
    expect(fileMimeType(file)).toBe(expected);
  });
});

describe('uploadFileName (fileDoRename)', () => {
  it.each([
    [{ fileDoRename: true, fileNewName: 'Meterkast' }, 'IMG_2041.JPG', 'Meterkast.jpg'],
    [{ fileDoRename: true, fileNewName: ' Rapport ' }, 'scan.pdf', 'Rapport.pdf'],
    [{ fileDoRename: true, fileNewName: 'Rapport.pdf' }, 'scan.PDF', 'Rapport.pdf'],
    [{ fileDoRename: true, fileNewName: 'Notitie' }, 'zonder-extensie', 'Notitie'],
    [{ fileDoRename: true, fileNewName: '  ' }, 'scan.pdf', 'scan.pdf'],
    [{ fileDoRename: false, fileNewName: 'Rapport' }, 'scan.pdf', 'scan.pdf'],
    [{}, 'scan.pdf', 'scan.pdf'],
  ])('%o renames %s to %s', (element, picked, expected) => {
    expect(uploadFileName(element, picked)).toBe(expected);
  });
});

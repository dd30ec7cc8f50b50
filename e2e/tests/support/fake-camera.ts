import { writeFileSync } from 'node:fs';
import qrcode from 'qrcode-generator';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;
const LIGHT = 235;
const DARK = 16;
const CHROMA_NEUTRAL = 128;

/**
 * Writes a Y4M video (YUV 4:2:0, 640x480) showing one QR code of `text` in the middle, for
 * Chromium's `--use-file-for-fake-video-capture`: the fake camera then films that code, so the QR
 * scanner element decodes it as it would from a real camera. The code is about 260 px wide, inside
 * the scanner's 350 px centre box.
 */
export function writeQrVideo(path: string, text: string): void {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const modules = code.getModuleCount();
  const quiet = 4;
  const scale = Math.floor(260 / (modules + 2 * quiet));
  const size = (modules + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, LIGHT);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!code.isDark(row, col)) continue;
      const y0 = top + (row + quiet) * scale;
      const x0 = left + (col + quiet) * scale;
      for (let y = y0; y < y0 + scale; y += 1)
        luma.fill(DARK, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, CHROMA_NEUTRAL);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/**
 * A chart's SVG drawn as a PNG (its 'Download PNG'): the SVG is serialised with its own size on a
 * white background, loaded as an image and drawn on a canvas twice its size (sharp on a print).
 * The chart's colours are plain values, never CSS variables, which an image loaded on its own
 * could not resolve.
 */
export async function svgToPng(svg: SVGSVGElement): Promise<Blob> {
  const width = svg.width.baseVal.value || svg.clientWidth;
  const height = svg.height.baseVal.value || svg.clientHeight;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const text = new XMLSerializer().serializeToString(copy);
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('chart image not loaded'));
    image.src = url;
  });
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no png'))), 'image/png'),
  );
}

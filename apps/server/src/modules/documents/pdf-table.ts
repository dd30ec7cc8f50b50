import { toWinAnsi } from './pdf-fonts';
import { COLORS, SIZES, type TPdfContext } from './pdf-layout';

const PADDING = 4;
const DENSE_FROM_COLUMNS = 6;
// A cell longer than this is cut: a row must fit on one page.
const MAX_CELL_CHARS = 1500;

type TTable = { columns: string[]; rows: string[][] };

function rowHeight(ctx: TPdfContext, cells: string[], columnWidth: number): number {
  const heights = cells.map((cell) =>
    cell === '' ? 0 : ctx.doc.heightOfString(cell, { width: columnWidth - 2 * PADDING }),
  );
  return Math.max(0, ...heights) + 2 * PADDING;
}

function drawRow(
  ctx: TPdfContext,
  cells: string[],
  columnWidth: number,
  height: number,
  fill: string | undefined,
): void {
  const { doc, left, width } = ctx;
  const top = doc.y;
  if (fill) doc.rect(left, top, width, height).fill(fill);
  doc.fillColor(COLORS.text);
  cells.forEach((cell, index) => {
    if (cell === '') return;
    doc.text(cell, left + index * columnWidth + PADDING, top + PADDING, {
      width: columnWidth - 2 * PADDING,
      height: height - 2 * PADDING,
      ellipsis: true,
    });
  });
  doc
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.x = left;
  doc.y = top + height;
}

/**
 * A table with a header row, one row per entry: rows that do not fit move to the next page,
 * which starts with the header row again. Cells wrap within their column; columns share the
 * width equally, and a table of many columns is set smaller.
 */
export function writeTable(ctx: TPdfContext, table: TTable): void {
  const { doc, faces } = ctx;
  const columnWidth = ctx.width / Math.max(1, table.columns.length);
  const size = table.columns.length >= DENSE_FROM_COLUMNS ? SIZES.tableDense : SIZES.table;
  const header = table.columns.map(toWinAnsi);
  doc.font(faces.bold).fontSize(size);
  const headerHeight = rowHeight(ctx, header, columnWidth);
  const pageRoom = doc.page.maxY() - doc.page.margins.top - headerHeight;

  const drawHeader = () => {
    doc.font(faces.bold).fontSize(size);
    drawRow(ctx, header, columnWidth, headerHeight, COLORS.headerFill);
    doc.font(faces.regular).fontSize(size);
  };

  doc.font(faces.regular).fontSize(size);
  const firstRow = table.rows[0]?.map((cell) => toWinAnsi(cell.slice(0, MAX_CELL_CHARS))) ?? [];
  if (doc.y + headerHeight + rowHeight(ctx, firstRow, columnWidth) > doc.page.maxY()) {
    doc.addPage();
  }
  drawHeader();
  table.rows.forEach((row, index) => {
    const cells = row.map((cell) => toWinAnsi(cell.slice(0, MAX_CELL_CHARS)));
    const height = Math.min(rowHeight(ctx, cells, columnWidth), pageRoom);
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      drawHeader();
    }
    drawRow(ctx, cells, columnWidth, height, index % 2 === 1 ? COLORS.stripeFill : undefined);
  });
}

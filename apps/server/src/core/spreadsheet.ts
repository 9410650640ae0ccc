import { PassThrough, type Readable } from 'node:stream'
import { format as csvFormat } from '@fast-csv/format'

/**
 * A text cell that a spreadsheet program will not run as a formula (CSV/formula injection, OWASP):
 * text starting with = + - @, a tab or a carriage return gets a leading apostrophe.
 */
export function neutralise(text: string) {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

export type Cell = string | number | Date | null

export interface SheetColumn {
  header: string
  width: number
}

export interface Sheet {
  title: string
  columns: SheetColumn[]
  /** The rows in batches, read as the file is written, so a large sheet never sits in memory. */
  rows: AsyncIterable<Cell[][]>
}

/** Locales whose spreadsheet programs expect `;` between CSV fields (the comma is their decimal mark). */
const SEMICOLON_LOCALES = /^(de|fr|es|pt|zh)/

/** Streams a sheet as .xlsx or .csv; every text cell is neutralised. */
export function writeSheet(sheet: Sheet, kind: 'xlsx' | 'csv', locale: string): Readable {
  const out = new PassThrough()
  const write = kind === 'xlsx' ? writeXlsx(sheet, out) : writeCsv(sheet, out, locale)
  write.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
  return out
}

const textOf = (cell: Cell) =>
  cell === null
    ? ''
    : cell instanceof Date
      ? cell.toISOString()
      : typeof cell === 'number'
        ? String(cell)
        : neutralise(cell)

async function writeXlsx(sheet: Sheet, out: PassThrough) {
  // Loaded on the first export, not at start-up (ExcelJS with its zip writer is ~0.5 s of CPU to load).
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
  const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31))
  worksheet.columns = sheet.columns.map((column, index) => ({
    header: neutralise(column.header),
    key: String(index),
    width: column.width,
  }))
  worksheet.getRow(1).font = { bold: true }
  worksheet.getRow(1).commit()
  for await (const batch of sheet.rows) {
    for (const cells of batch) {
      const row = worksheet.addRow(cells.map((cell) => (typeof cell === 'string' ? neutralise(cell) : cell)))
      cells.forEach((cell, index) => {
        if (cell instanceof Date) row.getCell(index + 1).numFmt = 'yyyy-mm-dd hh:mm'
      })
      row.commit()
    }
  }
  worksheet.commit()
  await workbook.commit()
}

async function writeCsv(sheet: Sheet, out: PassThrough, locale: string) {
  const csv = csvFormat({
    headers: sheet.columns.map((column) => neutralise(column.header)),
    // Spreadsheet programs read UTF-8 only with the byte-order mark.
    writeBOM: true,
    delimiter: SEMICOLON_LOCALES.test(locale) ? ';' : ',',
  })
  csv.pipe(out)
  for await (const batch of sheet.rows) {
    for (const cells of batch) {
      if (!csv.write(cells.map(textOf))) await new Promise((resolve) => csv.once('drain', resolve))
    }
  }
  csv.end()
}

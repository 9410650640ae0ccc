/**
 * Reads the first sheet of an .xlsx or a .csv file in the browser as rows of text. Loaded only when a
 * file is chosen: the parsers are large and the users page must stay light.
 */
export async function readSheet(file: File): Promise<string[][]> {
  if (/\.csv$/i.test(file.name) || file.type === 'text/csv') {
    const { default: Papa } = await import('papaparse')
    const text = (await file.text()).replace(/^\uFEFF/, '')
    return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data
  }
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await file.arrayBuffer())
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(row.getCell(column).text ?? '')
    rows.push(cells)
  })
  return rows
}

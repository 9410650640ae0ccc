import { crc32 } from 'node:zlib'

/** Small but real files of each kind, for upload tests: their bytes are what a type check reads. */
export const sampleFiles = {
  /** A 1×1 PNG. */
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  pdf: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  /** JPEG start of image, JFIF header, end of image. */
  jpeg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
    ]),
  text: (content = 'Step 1: open the export.\nStep 2: it stops.\n') => Buffer.from(content),
  docx: () =>
    openXml(
      'word/document.xml',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ),
  xlsx: () =>
    openXml('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
  /** A Windows program (MZ header, PE signature). */
  exe: () => {
    const bytes = Buffer.alloc(256)
    bytes.write('MZ', 0, 'latin1')
    bytes.writeUInt32LE(128, 0x3c)
    bytes.write('PE\0\0', 128, 'latin1')
    return bytes
  },
  /** Bytes that are neither a known format nor text. */
  binary: () => Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff, 0x00, 0x13, 0x37]),
}

/** An Office Open XML package: a zip whose [Content_Types].xml names the main part. */
function openXml(mainPart: string, contentType: string) {
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${mainPart}" ContentType="${contentType}"/></Types>`
  return storedZip([
    ['[Content_Types].xml', types],
    [mainPart, '<?xml version="1.0" encoding="UTF-8"?><root/>'],
  ])
}

/** A zip archive with uncompressed entries (local headers, central directory, end record). */
function storedZip(entries: [string, string][]) {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of entries) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

import sharp from 'sharp'

/** A real picture file for tests: a plain colour of `width` × `height` in `format`, as bytes. */
export async function pictureBytes(
  colour: string,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer()
}

/** The same as a data: address, as an upload or an import sends it. */
export async function pictureDataUrl(
  colour: string,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  width = 64,
  height = 48,
): Promise<string> {
  const bytes = await pictureBytes(colour, format, width, height)
  return `data:image/${format};base64,${bytes.toString('base64')}`
}

import { IconApps } from '@tabler/icons-react'

/**
 * An icon of the catalogue's set (its SVG from the icons endpoint, `iconsApi`), drawn as a mask so it takes
 * the text colour like the shell's icons; no markup from the API is ever put into the page.
 */
export function ServiceIcon({ svg, size = 24 }: { svg: string | undefined; size?: number }) {
  if (!svg) return <IconApps size={size} aria-hidden />
  const image = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        backgroundColor: 'currentColor',
        maskImage: image,
        WebkitMaskImage: image,
        maskSize: 'contain',
        maskRepeat: 'no-repeat',
        maskPosition: 'center',
      }}
    />
  )
}

export type IconMap = Record<string, string>

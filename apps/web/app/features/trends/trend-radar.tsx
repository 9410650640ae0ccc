import { Button, Group, Stack, Text } from '@mantine/core'
import { type HubDetail, type Megatrend, TIME_HORIZONS } from '@portal/contracts/trends'
import { IconDownload } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'

const SIZE = 560
const CENTER = SIZE / 2
const RADIUS = 230
const RING = RADIUS / TIME_HORIZONS.length

export interface RadarDot {
  id: string
  title: string
  x: number
  y: number
  r: number
  color: string
  sector: string
  horizon: string
  impact: number
}

/**
 * Where each rated trend of a hub sits: its sector is its first megatrend, its ring the members' common
 * time horizon (now in the middle), its size the average impact. Trends of one cell spread along it.
 */
export function radarDots(hub: HubDetail, megatrends: Megatrend[]): RadarDot[] {
  const sectorOf = new Map(megatrends.map((m, i) => [m.id, i]))
  const span = (2 * Math.PI) / Math.max(megatrends.length, 1)
  const cells = new Map<string, HubDetail['trends']>()
  for (const trend of hub.trends) {
    if (trend.time_horizon === null || trend.impact === null) continue
    const sector = trend.microtrend.megatrend_ids.map((id) => sectorOf.get(id)).find((i) => i !== undefined)
    if (sector === undefined) continue
    const key = `${sector}:${trend.time_horizon}`
    cells.set(key, [...(cells.get(key) ?? []), trend])
  }
  const dots: RadarDot[] = []
  for (const [key, trends] of cells) {
    const [sectorText, horizon] = key.split(':') as [string, (typeof TIME_HORIZONS)[number]]
    const sector = Number(sectorText)
    const ring = TIME_HORIZONS.indexOf(horizon)
    trends.forEach((trend, i) => {
      const angle = -Math.PI / 2 + span * sector + (span * (i + 1)) / (trends.length + 1)
      const distance = RING * ring + RING * (0.35 + 0.3 * ((i % 3) / 2))
      dots.push({
        id: trend.microtrend.id,
        title: trend.microtrend.title,
        x: CENTER + distance * Math.cos(angle),
        y: CENTER + distance * Math.sin(angle),
        r: 4 + (trend.impact ?? 1) * 2,
        color: megatrends[sector]!.color,
        sector: megatrends[sector]!.name,
        horizon,
        impact: trend.impact ?? 0,
      })
    })
  }
  return dots
}

/** The trend radar of a hub (SVG): hover or focus a dot to see its trend; export as SVG or PNG. */
export function TrendRadar({ hub, megatrends }: { hub: HubDetail; megatrends: Megatrend[] }) {
  const { t } = useTranslation()
  const svg = useRef<SVGSVGElement>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const dots = radarDots(hub, megatrends)
  const span = (2 * Math.PI) / Math.max(megatrends.length, 1)
  const chosen = dots.find((d) => d.id === selected)

  function svgText() {
    const node = svg.current
    if (!node) return ''
    return new XMLSerializer().serializeToString(node)
  }
  function download(href: string, ending: string) {
    const link = document.createElement('a')
    link.href = href
    link.download = `${hub.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-radar.${ending}`
    link.click()
  }
  function exportSvg() {
    const url = URL.createObjectURL(new Blob([svgText()], { type: 'image/svg+xml' }))
    download(url, 'svg')
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  function exportPng() {
    const image = new Image()
    image.onload = () => {
      const canvas = document.createElement('canvas')
      canvas.width = SIZE * 2
      canvas.height = SIZE * 2
      const context = canvas.getContext('2d')
      if (!context) return
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.drawImage(image, 0, 0, canvas.width, canvas.height)
      download(canvas.toDataURL('image/png'), 'png')
    }
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText())}`
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('trends.radar_intro')}
      </Text>
      <svg
        ref={svg}
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width="100%"
        style={{ maxWidth: SIZE }}
        role="img"
        aria-label={t('trends.radar_label', { name: hub.name })}
        data-testid="trend-radar"
      >
        <rect width={SIZE} height={SIZE} fill="#ffffff" />
        {TIME_HORIZONS.map((horizon, i) => (
          <g key={horizon}>
            <circle
              cx={CENTER}
              cy={CENTER}
              r={RING * (TIME_HORIZONS.length - i)}
              fill={i % 2 ? '#f1f3f5' : '#f8f9fa'}
              stroke="#ced4da"
            />
          </g>
        ))}
        {TIME_HORIZONS.map((horizon, i) => (
          <text key={horizon} x={CENTER + 4} y={CENTER - RING * i - 6} fontSize="11" fill="#495057">
            {t(`trends.horizons.${horizon}`)}
          </text>
        ))}
        {megatrends.map((mega, i) => {
          const angle = -Math.PI / 2 + span * i
          const middle = angle + span / 2
          const labelX = CENTER + (RADIUS + 14) * Math.cos(middle)
          return (
            <g key={mega.id}>
              <line
                x1={CENTER}
                y1={CENTER}
                x2={CENTER + RADIUS * Math.cos(angle)}
                y2={CENTER + RADIUS * Math.sin(angle)}
                stroke="#adb5bd"
              />
              <text
                x={labelX}
                y={CENTER + (RADIUS + 14) * Math.sin(middle)}
                fontSize="12"
                fontWeight="600"
                fill={mega.color}
                textAnchor={Math.abs(labelX - CENTER) < 20 ? 'middle' : labelX > CENTER ? 'start' : 'end'}
                dominantBaseline="middle"
              >
                {mega.name}
              </text>
            </g>
          )
        })}
        {dots.map((dot) => (
          // biome-ignore lint/a11y/useSemanticElements: an SVG shape has no button element; it takes focus and keys like one
          <circle
            key={dot.id}
            cx={dot.x}
            cy={dot.y}
            r={dot.r}
            fill={dot.color}
            fillOpacity={selected === null || selected === dot.id ? 0.9 : 0.35}
            stroke={selected === dot.id ? '#000000' : '#ffffff'}
            strokeWidth={2}
            tabIndex={0}
            role="button"
            aria-label={dot.title}
            data-trend={dot.title}
            style={{ cursor: 'pointer' }}
            onMouseEnter={() => setSelected(dot.id)}
            onFocus={() => setSelected(dot.id)}
            onClick={() => setSelected(dot.id)}
            onKeyDown={(event) => event.key === 'Enter' && setSelected(dot.id)}
          >
            <title>{dot.title}</title>
          </circle>
        ))}
      </svg>
      {dots.length === 0 && <Text>{t('trends.radar_empty')}</Text>}
      <Text size="sm" aria-live="polite" mih={20}>
        {chosen &&
          `${chosen.title} · ${chosen.sector} · ${t(`trends.horizons.${chosen.horizon as 'now'}`)} · ${t('trends.impact')} ${chosen.impact}`}
      </Text>
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={exportSvg}
        >
          {t('trends.export_svg')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={exportPng}
        >
          {t('trends.export_png')}
        </Button>
      </Group>
    </Stack>
  )
}

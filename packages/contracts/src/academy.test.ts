import { describe, expect, it } from 'vitest'
import { VIDEO_EMBED_ORIGINS, videoEmbedUrl } from './academy.ts'

describe('videoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=L4N1q4RNi9I&t=42s',
      'https://www.youtube-nocookie.com/embed/L4N1q4RNi9I',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('embeds %s privately', (link, player) => {
    expect(videoEmbedUrl(link)).toBe(player)
    expect(VIDEO_EMBED_ORIGINS.some((origin) => player.startsWith(`${origin}/`))).toBe(true)
  })

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://example.com/video.mp4',
    'javascript:alert(1)',
    'not a url',
  ])('shows %s as a link, not a player', (link) => {
    expect(videoEmbedUrl(link)).toBeNull()
  })
})

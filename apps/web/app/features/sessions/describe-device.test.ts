import { describe, expect, it } from 'vitest'
import { describeDevice } from './describe-device.ts'

describe('describeDevice', () => {
  it('names the browser and system of common user agents', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    const edge = `${chrome} Edg/131.0.0.0`
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
    expect(describeDevice(chrome)).toEqual({ browser: 'Chrome', system: 'Windows' })
    expect(describeDevice(edge)).toEqual({ browser: 'Edge', system: 'Windows' })
    expect(describeDevice(safari)).toEqual({ browser: 'Safari', system: 'iOS' })
    expect(describeDevice(firefox)).toEqual({ browser: 'Firefox', system: 'Linux' })
  })

  it('says nothing it does not know', () => {
    expect(describeDevice(null)).toEqual({ browser: null, system: null })
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, system: null })
  })
})

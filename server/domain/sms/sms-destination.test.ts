import { smsDestinationRefusal } from './sms-destination'

describe('smsDestinationRefusal', () => {
  it.each([['+15145551234'], ['+14385550102'], ['+12125551234'], ['+33612345678'], ['+33751234567'], ['+33798765432']])('accepts %s', (number) => {
    expect(smsDestinationRefusal(number)).toBeNull()
  })

  it.each([
    ['+18005551234', 'special_rate'],
    ['+18885551234', 'special_rate'],
    ['+18775551234', 'special_rate'],
    ['+18665551234', 'special_rate'],
    ['+18555551234', 'special_rate'],
    ['+18445551234', 'special_rate'],
    ['+18335551234', 'special_rate'],
    ['+19005551234', 'special_rate'],
    ['+12139761234', 'special_rate'],
    ['+15005551234', 'special_rate'],
    ['+17005551234', 'special_rate'],
    ['+18765551234', 'unknown_plan'],
    ['+12425551234', 'unknown_plan'],
    ['+33812345678', 'special_rate'],
    ['+33899123456', 'special_rate'],
    ['+33112345678', 'not_mobile'],
    ['+33512345678', 'not_mobile'],
    ['+33912345678', 'not_mobile'],
    ['+33701234567', 'not_mobile'],
    ['+442079460958', 'unknown_plan'],
    ['+882123456789', 'unknown_plan'],
  ])('refuses %s (%s)', (number, reason) => {
    expect(smsDestinationRefusal(number)).toBe(reason)
  })
})

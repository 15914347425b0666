import { tenantFixture } from '@/test-support/fixtures'
import { applyTenantTheme } from './apply-theme'

describe('applyTenantTheme', () => {
  it('sets hex colours and leaves any other value to the stylesheet default', () => {
    const root = document.createElement('div')
    root.style.setProperty('--tenant-pin', '#123456') // from an earlier load
    const base = tenantFixture().theme
    applyTenantTheme(tenantFixture({ theme: { ...base, primary_color: '#C8102E', secondary_color: 'red;}', background_color: 'blue', pin_color: '#12345' } }), root)
    expect(root.style.getPropertyValue('--tenant-primary')).toBe('#C8102E')
    expect(root.style.getPropertyValue('--tenant-secondary')).toBe('')
    expect(root.style.getPropertyValue('--tenant-background')).toBe('')
    expect(root.style.getPropertyValue('--tenant-pin')).toBe('')
    expect(root.style.getPropertyValue('--tenant-pin-selected')).toBe(base.selected_pin_color)
  })

  it('gives the focus ring a colour that stands out 3:1: the primary when dark enough, dark ink for a mint one', () => {
    const root = document.createElement('div')
    const base = tenantFixture().theme
    applyTenantTheme(tenantFixture({ theme: { ...base, primary_color: '#0B6E4F', background_color: '#F7F9F8' } }), root)
    expect(root.style.getPropertyValue('--tenant-focus')).toBe('#0B6E4F')
    applyTenantTheme(tenantFixture({ theme: { ...base, primary_color: '#3EB489', background_color: '#F7F9F8' } }), root)
    expect(root.style.getPropertyValue('--tenant-focus')).toBe('#0f172a')
  })
})

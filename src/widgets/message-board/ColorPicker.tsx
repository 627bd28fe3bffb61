import { useId } from 'react'

export interface ColorPickerProps {
  /** the group's accessible name, e.g. "文字颜色" */
  label: string
  value: string
  presets: readonly string[]
  onChange: (color: string) => void
}

const HEX6 = /^#[0-9a-f]{6}$/i

/** Preset swatches as radio buttons, plus the system colour picker for any other colour. */
export function ColorPicker({ label, value, presets, onChange }: ColorPickerProps) {
  const name = useId()
  const current = value.toLowerCase()
  const custom = value !== '' && !presets.some((p) => p.toLowerCase() === current)
  return (
    <fieldset className="xz-mb-swatches">
      <legend className="xz-sr-only">{label}</legend>
      {presets.map((color) => (
        <label key={color} className="xz-mb-swatch" style={{ backgroundColor: color }} title={color}>
          <input
            type="radio"
            className="xz-sr-only"
            name={name}
            value={color}
            checked={color.toLowerCase() === current}
            aria-label={`${label} ${color}`}
            onChange={() => onChange(color)}
          />
        </label>
      ))}
      <span
        className="xz-mb-swatch xz-mb-swatch--custom"
        data-checked={custom}
        style={custom ? { background: value } : undefined}
        title="自定义颜色"
      >
        <input
          type="color"
          aria-label={`自定义${label}`}
          value={HEX6.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </fieldset>
  )
}

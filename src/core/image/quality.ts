import {
  IMAGE_QUALITY_FLOOR,
  IMAGE_QUALITY_START,
  IMAGE_QUALITY_STEP,
  IMAGE_QUALITY_STEPS_MAX,
} from '../contract/index.ts'

export interface QualitySchedule {
  start?: number
  step?: number
  /** how many encodes at most */
  max?: number
  floor?: number
}

/**
 * The encoder qualities to try, in order: start at 1, 0.2 lower each time, at most 3
 * encodes, never below the floor — [1, 0.8, 0.6] with the defaults. Values are rounded to two
 * decimals so 1 - 2 × 0.2 is 0.6 and not 0.6000000000000001, and a value clamped to the floor
 * appears once (trying the same quality twice cannot help).
 */
export function qualitySteps(schedule: QualitySchedule = {}): number[] {
  const start = schedule.start ?? IMAGE_QUALITY_START
  const step = schedule.step ?? IMAGE_QUALITY_STEP
  const max = schedule.max ?? IMAGE_QUALITY_STEPS_MAX
  const floor = schedule.floor ?? IMAGE_QUALITY_FLOOR
  const steps: number[] = []
  for (let i = 0; i < max; i += 1) {
    const raw = Math.min(1, Math.max(floor, start - i * step))
    const quality = Math.round(raw * 100) / 100
    if (steps[steps.length - 1] !== quality) steps.push(quality)
  }
  return steps
}

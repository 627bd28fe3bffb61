/** The config row whose presence says the demo was written (or was not wanted). */
export const SEEDED_KEY = 'seeded_at'

export * from './prefs.ts'

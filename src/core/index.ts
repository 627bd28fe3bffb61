// The framework-free core: everything a widget or the host needs, without React.
export * from './contract/index.ts'

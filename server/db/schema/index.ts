export * from './accounts'
export * from './hotels'
export * from './marketing'
export * from './places'

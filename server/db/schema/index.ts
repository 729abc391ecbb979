export * from './enums';
export * from './users';
export * from './competitions';
export * from './leagues';
export * from './fantasy';
export * from './articles';
export * from './feedback';
export * from './matching';

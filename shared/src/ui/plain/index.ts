export * from './plain-button';
export * from './plain-card';
export * from './plain-tag';
export * from './plain-avatar';
export * from './plain-skeleton';
export * from './plain-empty';
export * from './plain-segmented';

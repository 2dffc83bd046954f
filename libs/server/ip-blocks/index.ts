export * from './blocked-addresses.service';
export * from './ip-blocks-expiry.service';
export * from './ip-blocks.module';
export * from './ip-blocks.service';
export * from './ip-ranges';
export * from './tor-exit-list';

export * from './push-delivery.service';
export * from './push-endpoint';
export * from './push-enqueuer.service';
export * from './push-subscriptions.service';
export * from './push.module';
export * from './push.types';
export * from './push-transport';

// The lazily loaded part of DeferredConfirmHost.
export { ConfirmHost as default } from '@ccms/ui';

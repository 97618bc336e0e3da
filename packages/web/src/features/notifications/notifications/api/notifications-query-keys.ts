// Cache keys of the notifications feature. The unread list is also written by the live stream.
export const notificationsQueryKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  read: ['notifications', 'read'] as const,
};

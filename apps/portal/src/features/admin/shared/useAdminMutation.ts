import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@ccms/ui';
import { useTranslation } from 'react-i18next';

export interface AdminMutationOptions<Input, Output> {
  run: (input: Input) => Promise<Output>;
  /** Queries whose data the change makes stale (refetched after success). */
  invalidates?: readonly QueryKey[];
  /** Success message; `false` for none. Default: 操作成功 in the current language. */
  successMessage?: string | false;
  onSuccess?: (output: Output, input: Input) => void;
}

/**
 * A change an administration page sends to the server. Failures are already told by the request
 * layer (spec 000 §8) and leave the page as it was; success says so and refreshes the lists.
 */
export function useAdminMutation<Input = void, Output = unknown>({
  run,
  invalidates = [],
  successMessage,
  onSuccess,
}: AdminMutationOptions<Input, Output>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation<Output, unknown, Input>({
    mutationFn: run,
    onSuccess: async (output, input) => {
      if (successMessage !== false) toast.success(successMessage ?? t('admin.done'));
      onSuccess?.(output, input);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

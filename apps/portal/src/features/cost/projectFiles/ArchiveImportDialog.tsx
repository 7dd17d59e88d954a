import { Button, Checkbox, CheckboxGroup, Dialog, Empty, Spinner, formatFileSize } from '@ccms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readArchiveEntries, useImportArchive } from './projectFileQueries';

const Entries = styled.div`
  max-height: 50vh;
  overflow: auto;
`;

const Footer = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-content: flex-end;
`;

/**
 * 导入压缩包: the entries of an uploaded .zip (by its file id); 全部导入 or 导入所选 stores them as
 * files of the project, all or nothing (the server checks every entry's suffix and size first).
 */
export function ArchiveImportDialog({
  projectId,
  archive,
  onClose,
}: {
  projectId: string;
  archive: { id: string; fileName: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const entries = useQuery({
    queryKey: ['cost', 'projectFilePreview', archive.id, 'entries'],
    queryFn: () => readArchiveEntries(archive.id),
  });
  const importing = useImportArchive(projectId, (count) =>
    t('costProjectFiles.filesMore.imported', { count }),
  );
  const run = (names?: string[]) =>
    importing.mutate(
      { fileId: archive.id, ...(names ? { entries: names } : {}) },
      { onSuccess: onClose },
    );
  const count = entries.data?.length ?? 0;
  return (
    <Dialog
      isOpen
      width="medium"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('costProjectFiles.filesMore.importArchiveTitle', { name: archive.fileName })}
      footer={(close) => (
        <Footer>
          <Button onPress={close}>{t('costProjectFiles.files.close')}</Button>
          <Button
            isDisabled={chosen.length === 0 || importing.isPending}
            onPress={() => run(chosen)}
          >
            {t('costProjectFiles.filesMore.importChosen', { count: chosen.length })}
          </Button>
          <Button
            variant="primary"
            isDisabled={count === 0}
            isPending={importing.isPending}
            onPress={() => run()}
          >
            {t('costProjectFiles.filesMore.importAll')}
          </Button>
        </Footer>
      )}
    >
      {!entries.data ? (
        entries.isError ? (
          <Empty description={<span role="alert">{entries.error.message}</span>} />
        ) : (
          <Spinner size={20} />
        )
      ) : count === 0 ? (
        <Empty description={t('costProjectFiles.filesMore.archiveEmpty')} />
      ) : (
        <Entries>
          <CheckboxGroup
            label={t('costProjectFiles.filesMore.entriesLabel')}
            orientation="vertical"
            value={chosen}
            onChange={setChosen}
          >
            {entries.data.map((entry) => (
              <Checkbox key={entry.name} value={entry.name}>
                {`${entry.name}（${formatFileSize(entry.size)}）`}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </Entries>
      )}
    </Dialog>
  );
}

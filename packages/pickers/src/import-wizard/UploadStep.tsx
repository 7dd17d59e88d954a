import { Button, Progress } from '@ccms/ui';
import { FileTrigger } from 'react-aria-components';
import { usePickersTranslation } from '../i18n/pickersResources';
import { FileName, Hint, Toolbar } from './ImportWizard.styles';
import type { ImportSession } from './useImportSession';

export interface UploadStepProps {
  session: ImportSession;
  accept: readonly string[];
  onDownloadTemplate?: (() => void | Promise<void>) | undefined;
  onRead: () => void;
}

/** Step 1: the template, the file and reading it. */
export function UploadStep({ session, accept, onDownloadTemplate, onRead }: UploadStepProps) {
  const t = usePickersTranslation();
  const { file, reading, progress } = session;
  return (
    <>
      <Toolbar>
        {onDownloadTemplate ? (
          <Button onPress={() => void onDownloadTemplate()}>
            {t('importWizardDownloadTemplate')}
          </Button>
        ) : null}
        <FileTrigger
          acceptedFileTypes={accept}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (chosen) session.chooseFile(chosen);
          }}
        >
          <Button isDisabled={reading}>{t('importWizardChooseFile')}</Button>
        </FileTrigger>
        <FileName data-empty={file ? undefined : true}>
          {file ? file.name : t('importWizardNoFile')}
        </FileName>
        <Button variant="primary" isDisabled={!file} isPending={reading} onPress={onRead}>
          {t('importWizardRead')}
        </Button>
      </Toolbar>
      <Hint>{t('importWizardFileHint')}</Hint>
      {reading ? <Progress percent={progress} showText label={t('importWizardReading')} /> : null}
    </>
  );
}

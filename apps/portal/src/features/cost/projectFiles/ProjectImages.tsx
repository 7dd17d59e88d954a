import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { previewUrl } from '../../../api/pickerData';
import { useProjectImages } from './projectFileQueries';

const THUMBNAIL = 120;

const Gallery = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: block;
    width: ${THUMBNAIL}px;
    border: 1px solid ${({ theme }) => theme.colors.border.light};
    border-radius: ${({ theme }) => theme.radius.base};
    overflow: hidden;
    color: ${({ theme }) => theme.colors.text.regular};
    text-decoration: none;
  }
  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  & img {
    display: block;
    width: ${THUMBNAIL}px;
    height: ${THUMBNAIL * 0.75}px;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background.base};
  }
  & span {
    display: block;
    padding: 2px ${({ theme }) => theme.spacing.xs};
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** 项目图片: thumbnails of the project's image files, each opening the image; nothing without images. */
export function ProjectImages({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const images = useProjectImages(projectId);
  const headingId = useId();
  if (!images.data?.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('costProjectFiles.filesMore.images')}</h3>
      <Gallery>
        {images.data.map((image) => (
          <li key={image.id}>
            <a
              href={previewUrl(image)}
              target="_blank"
              rel="noreferrer"
              title={t('costProjectFiles.filesMore.imageOf', { name: image.fileName })}
            >
              <img src={previewUrl(image)} alt="" loading="lazy" />
              <span>{image.fileName}</span>
            </a>
          </li>
        ))}
      </Gallery>
    </section>
  );
}

import {
  CreateSiteCertificateDocument,
  DeleteSiteCertificateDocument,
  ReorderSiteCertificatesDocument,
  SiteCertificatesDocument,
  UpdateSiteCertificateDocument,
  type CertificateInput,
  type SiteCertificatesQuery,
} from '../generated/graphql';
import { activeOf, imageOf, optionalText, textOf, type ContentList } from './content-list';
import { ContentListScreen } from './ContentListScreen';
import { ImageCell } from './ContentParts';
import { asBlockImage } from './ImageSlot';

type Certificate = SiteCertificatesQuery['certificates'][number];

/** Certificates: a title, an optional subtext and an image. */
export const certificatesList: ContentList<SiteCertificatesQuery, Certificate, CertificateInput> = {
  texts: 'certificates',
  testId: 'certificate',
  screenTestId: 'site-certificates',
  tableTestId: 'certificates-table',
  query: SiteCertificatesDocument,
  rows: (data) => data.certificates,
  nameOf: (certificate) => certificate.title,
  nameField: 'title',
  fields: [
    { kind: 'text', name: 'title', label: 'titleLabel', maxLength: 255, required: true },
    { kind: 'text', name: 'subtext', helpKey: 'subtextHelp', maxLength: 1024 },
    { kind: 'image', name: 'image' },
  ],
  columns: [
    { heading: 'image', cell: (certificate) => <ImageCell image={asBlockImage(certificate.image)} /> },
    { heading: 'titleLabel', cell: (certificate) => certificate.title },
    { heading: 'subtext', cell: (certificate) => certificate.subtext },
  ],
  valuesOf: (certificate) => ({ title: certificate.title, subtext: certificate.subtext ?? '', image: asBlockImage(certificate.image) ?? null, active: certificate.active }),
  inputOf: (values) => ({ title: textOf(values, 'title').trim(), subtext: optionalText(values, 'subtext'), image: imageOf(values, 'image'), active: activeOf(values) }),
  create: CreateSiteCertificateDocument,
  update: UpdateSiteCertificateDocument,
  remove: DeleteSiteCertificateDocument,
  reorder: ReorderSiteCertificatesDocument,
};

/** The certificates overview (manage-site-content): create, edit, delete and reorder the certificates the site shows. */
export default function Certificates() {
  return <ContentListScreen list={certificatesList} />;
}

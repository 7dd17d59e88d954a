import { KisdeeFieldListPage } from './KisdeePages';

export default KisdeeFieldListPage;

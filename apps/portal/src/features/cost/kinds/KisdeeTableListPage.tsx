import { KisdeeTableListPage } from './KisdeePages';

export default KisdeeTableListPage;

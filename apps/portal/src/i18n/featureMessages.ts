import { adminMessages } from '../features/admin/adminMessages';
import * as signin from '../features/auth/signin/messages';
import * as bonus from '../features/bonus/messages';
import * as certificates from '../features/certificates/messages';
import * as einvoice from '../features/einvoice/messages';
import * as cockpit from '../features/cockpit/messages';
import * as cost from '../features/cost/messages';
import * as costDigitization from '../features/cost/digitization/messages';
import * as costBillModels from '../features/cost/billModels/messages';
import * as costAnalysis from '../features/cost/analysis/messages';
import * as costKinds from '../features/cost/kinds/messages';
import * as costNodes from '../features/cost/nodes/messages';
import * as costProjectFiles from '../features/cost/projectFiles/messages';
import * as costFiles from '../features/cost/costFiles/messages';
import * as finance from '../features/finance/messages';
import * as fundCompare from '../features/finance/compare/messages';
import * as followAudit from '../features/followaudit/messages';
import * as forms from '../features/forms/messages';
import * as inbox from '../features/inbox/messages';
import * as invoicing from '../features/invoicing/messages';
import * as profile from '../features/profile/messages';
import * as objectives from '../features/objectives/messages';
import * as profits from '../features/profits/messages';
import * as sales from '../features/sales/messages';
import * as search from '../features/search/messages';
import * as workspace from '../features/workspace/messages';
import * as workflow from '../features/workflow/messages';
import * as wfChart from '../features/workflow/chart/messages';
import * as wfDesign from '../features/workflow/design/messages';
import * as wfSettings from '../features/workflow/settings/messages';

/**
 * The features' texts, one bundle per feature (each keeps its own file, with the three languages
 * side by side), merged into the portal's translation under the feature's key.
 */
export const featureMessages = {
  zh: {
    ...adminMessages.zh,
    bonus: bonus.zh,
    certificates: certificates.zh,
    costFiles: costFiles.zh,
    einvoice: einvoice.zh,
    cockpit: cockpit.zh,
    cost: cost.zh,
    costDigitization: costDigitization.zh,
    costBillModels: costBillModels.zh,
    costAnalysis: costAnalysis.zh,
    costKinds: costKinds.zh,
    costNodes: costNodes.zh,
    costProjectFiles: costProjectFiles.zh,
    finance: finance.zh,
    fundCompare: fundCompare.zh,
    followAudit: followAudit.zh,
    forms: forms.zh,
    inbox: inbox.zh,
    invoicing: invoicing.zh,
    profile: profile.zh,
    objectives: objectives.zh,
    profits: profits.zh,
    sales: sales.zh,
    search: search.zh,
    signin: signin.zh,
    workspace: workspace.zh,
    workflow: workflow.zh,
    wfChart: wfChart.zh,
    wfDesign: wfDesign.zh,
    wfSettings: wfSettings.zh,
  },
  en: {
    ...adminMessages.en,
    bonus: bonus.en,
    certificates: certificates.en,
    costFiles: costFiles.en,
    einvoice: einvoice.en,
    cockpit: cockpit.en,
    cost: cost.en,
    costDigitization: costDigitization.en,
    costBillModels: costBillModels.en,
    costAnalysis: costAnalysis.en,
    costKinds: costKinds.en,
    costNodes: costNodes.en,
    costProjectFiles: costProjectFiles.en,
    finance: finance.en,
    fundCompare: fundCompare.en,
    followAudit: followAudit.en,
    forms: forms.en,
    inbox: inbox.en,
    invoicing: invoicing.en,
    profile: profile.en,
    objectives: objectives.en,
    profits: profits.en,
    sales: sales.en,
    search: search.en,
    signin: signin.en,
    workspace: workspace.en,
    workflow: workflow.en,
    wfChart: wfChart.en,
    wfDesign: wfDesign.en,
    wfSettings: wfSettings.en,
  },
  es: {
    ...adminMessages.es,
    bonus: bonus.es,
    certificates: certificates.es,
    costFiles: costFiles.es,
    einvoice: einvoice.es,
    cockpit: cockpit.es,
    cost: cost.es,
    costDigitization: costDigitization.es,
    costBillModels: costBillModels.es,
    costAnalysis: costAnalysis.es,
    costKinds: costKinds.es,
    costNodes: costNodes.es,
    costProjectFiles: costProjectFiles.es,
    finance: finance.es,
    fundCompare: fundCompare.es,
    followAudit: followAudit.es,
    forms: forms.es,
    inbox: inbox.es,
    invoicing: invoicing.es,
    profile: profile.es,
    objectives: objectives.es,
    profits: profits.es,
    sales: sales.es,
    search: search.es,
    signin: signin.es,
    workspace: workspace.es,
    workflow: workflow.es,
    wfChart: wfChart.es,
    wfDesign: wfDesign.es,
    wfSettings: wfSettings.es,
  },
};

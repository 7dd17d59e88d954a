/** Server messages, zh first (the default), then en and es with the same keys. */
const zh = {
  'sales.stage.closed': '已签约或输单的商机不能再变更阶段',
  'sales.stage.same': '商机已处于该阶段，请选择其他阶段',
  'sales.stage.lostReason': '标记输单时请填写输单原因',
  'sales.stage.contractRequired': '签约时请选择该商机对应的合同',
  'sales.stage.backReason': '退回到之前的阶段时请填写原因',
  'sales.stage.contractCustomer': '合同 {code} 的客户与商机的客户不同，请选择该客户的合同',
  'sales.stage.contractTaken': '合同 {code} 已关联商机「{name}」，请选择其他合同',
  'sales.opportunity.closed': '已签约或输单的商机不能再修改',
  'sales.opportunity.wonLocked': '已签约的商机不能删除',
  'sales.plan.closed': '该计划已完成或已取消，不能再修改',
  'sales.plan.resultRequired': '完成计划时请填写执行结果',
  'error.validation': '{field}：{message}',
  'error.badRequest': '请求格式不正确',
  'error.unauthenticated': '登录已失效，请重新登录',
  'error.forbidden': '没有权限执行此操作',
  'error.notFound': '接口不存在：{path}',
  'error.internal': '服务器内部错误，请稍后再试',
  'auth.captchaInvalid': '验证码错误或已过期，请刷新后重试',
  'auth.badCredentials': '用户名或密码错误，还可尝试 {remaining} 次',
  'auth.locked': '登录失败次数过多，账号已锁定，请于 {until} 后再试',
  'auth.oldPasswordWrong': '原密码不正确',
  'auth.samePassword': '新密码不能与原密码相同',
  'qr.invalid': '二维码已失效或已被处理，请刷新二维码后重新扫描',
  'login.tooManyRequests': '请求过于频繁，请稍后再试',
  'sso.disabled': '未启用单点登录',
  'sso.stateInvalid': '单点登录请求无效或已过期，请重新登录',
  'sso.refused': '身份认证服务拒绝了登录请求',
  'sso.exchangeFailed': '无法完成单点登录，请稍后重试',
  'sso.unknownUser': '单点登录账号在本系统中没有对应的用户，请联系管理员',
  'online.kickSelf': '不能将自己强制下线',
  'auth.companyDisabled': '该企业已停用，请联系平台管理员',
  'saas.gradeNameTaken': '用户等级 {name} 已存在',
  'saas.gradeInUse': '还有 {count} 家企业使用该等级，请先调整这些企业的等级',
  'saas.companyCodeTaken': '企业编码 {code} 已存在',
  'saas.adminRequired': '开通新企业时请填写管理员的登录名和密码',
  'saas.platformFixed': '平台运营方不能停用，也不能分配用户等级',
  'saas.logoNotImage': '{field}：请选择本企业上传的图片附件（jpg、png、gif、bmp、webp）',
  'menu.buttonsNeedPage': '只能为页面菜单生成按钮',
  'club.nameTaken': '俱乐部 {name} 已存在',
  'excel.rowsInError': '有 {rows} 行数据有误，未导入任何数据；请按错误报告修改后重新导入',
  'record.notFound': '记录不存在或已被删除',
  'record.unknownReference': '{field}：所选的记录不存在',
  'dept.hasChildren': '该部门下还有子部门，请先删除或移走子部门',
  'dept.hasUsers': '该部门下还有 {count} 名人员，请先调走人员',
  'dept.cycle': '不能把部门移到它自己或它的下级部门之下',
  'menu.hasChildren': '该菜单下还有子菜单或按钮，请先删除它们',
  'menu.cycle': '不能把菜单移到它自己或它的下级之下',
  'user.loginNameTaken': '登录名 {loginName} 已被使用',
  'user.passwordRequired': 'password：新建用户时请设置密码',
  'user.deleteSelf': '不能删除当前登录的用户',
  'user.deleteBuiltInAdmin': '不能删除内置管理员',
  'user.builtInAdminKeepsRole': '内置管理员必须保留系统管理员角色，登录名不能修改',
  'role.codeTaken': '角色编码 {code} 已存在',
  'role.adminProtected': '系统管理员角色不能删除，编码不能修改',
  'role.adminSelfRegister': '系统管理员角色不能开放注册',
  'role.sameRole': '源角色和目标角色不能相同',
  'area.hasChildren': '该区域下还有下级区域，请先删除下级区域',
  'area.hasMembers': '该区域下还有 {count} 名会员，请先调整会员的区域',
  'area.cycle': '不能把区域移到它自己或它的下级区域之下',
  'cost.node.singleParent': '单项工程只能建在建设项目之下',
  'cost.node.unitParent': '单位工程只能建在单项工程之下',
  'cost.node.divisionParent': '分部只能建在单位工程或其他分部之下',
  'cost.node.levelFixed': '节点的层级不能修改：请新建节点后删除原节点',
  'cost.node.rootFixed': '建设项目节点不能移动',
  'cost.node.cycle': '不能把节点移到它自己或它的下级节点之下',
  'cost.node.notUnit': '请选择一个单位工程',
  'cost.import.needSingle': '导入清单时请选择单项工程：单位工程将建在它之下',
  'cost.import.needUnit': '导入材料时请选择要更新材料价格的单位工程',
  'cost.import.rowErrors': '清单文件有 {count} 处错误，未导入任何数据：请按错误清单修改后重新导入',
  'cost.material.notInProject': '项目的清单中没有编码为 {code} 的材料：请刷新材料汇总后重试',
  'cost.material.catalogueUnknown': '标准材料库中没有编码 {code}：请从材料库中选择',
  'cost.material.notConvertible': '{from} 不能自动换算为 {to}：请填写换算系数',
  'cost.rules.catalogueInUse':
    '材料 {code} 已被 {count} 个项目材料编码引用：请先清除这些编码再删除',
  'cost.rules.factorName': '项目中没有因子 {code}，其类型也未设默认值：请填写因子名称',
  'cost.rules.controlSelf': '对比的控制价项目不能是被检查的项目本身：请选择另一个项目',
  'cost.subject.unknown': '科目 {code} 不存在：请从科目树中选择',
  'cost.subject.spliceSubject': '拼接的清单须已归入同一科目：请先把它们归入同一科目',
  'cost.subject.spliceUnit': '拼接的清单须为同一计量单位：{units}',
  'cost.subject.spliceTaken': '清单 {code} 已在拼接「{name}」中：请先取消该拼接',
  'cost.subject.spliceCount': '拼接至少需要两条清单',
  'cost.subject.spliceBroken': '该拼接的清单已不在同一科目中，不能再加入清单：请先取消该拼接',
  'cost.subject.spliceKeepTwo': '拼接「{name}」至少要保留两条清单：要全部拆开，请取消该拼接',
  'cost.subject.inSplice': '清单 {code} 在拼接「{name}」中：请先把它移出拼接',
  'cost.subject.alreadyIn': '清单 {codes} 已在科目 {subject} 中',
  'cost.subject.notInSubject': '清单 {codes} 不在任何科目中：请先把它加入科目',
  'cost.subject.editSplice': '拼接清单的工程量和定额由其清单合计：请修改其中的清单',
  'cost.subject.noNorm': '没有第 {index} 条定额（共 {count} 条）：请刷新后重试',
  'cost.billModel.notPlaced': '清单 {code} 尚未归入清单模型：请先为它设置清单模型',
  'cost.billModel.unknownAttr': '清单模型「{model}」没有特征「{names}」：请从模型的特征中选择',
  'cost.billModel.fixedValue':
    '特征「{name}」是固定值「{value}」，不能改为其他值：如需修改，请先修改清单模型的固定值',
  'cost.billModel.billsMissing': '有 {count} 条清单不存在或已被删除：请刷新后重试',
  'cost.fee.invalid': '计算基础有误，未保存：{message}',
  'cost.fee.inUse': '费用代号 {code} 被“{name}”的计算基础引用，请先修改该行',
  'cost.fee.unknownSymbol': '未知的费用代号：{symbol}',
  'cost.fee.parentNotInUnit': '上级费用行不属于该单位工程',
  'cost.kind.notLeaf': '「{name}」不是末级类别，请选择到第三级（功能）',
  'cost.kind.missing': '项目还没有工程类别，请先在项目特征中选择类别',
  'cost.feature.invalid': '工程特征有 {count} 处错误，未保存：{first}',
  'cost.feature.divisionNode': '分部不填写特征，请选择单项或单位工程',
  'cost.nodeInfo.level': '只有单项和单位工程有工程信息',
  'cost.projectTree.badNode': '有 {count} 个节点不是本项目的单项或单位工程，未保存',
  'cost.projectTree.nameTaken': '同一级已有名为“{name}”的分组',
  'cost.projectTree.intoItself': '不能把分组拖到它自己或它的下级分组之下',
  'cost.projectTree.dragNothing': '请指定节点拖入或拖出的分组',
  'cost.authorize.duplicate': '授权人员不能重复',
  'cost.authorize.unknownUser': '有 {count} 个授权人员不是本公司的用户，未保存',
  'cost.authorize.denied': '您不在项目“{name}”的审核授权名单中，请联系项目负责人授权',
  'cost.factor.inUse': '因子 {code} 被“{name}”的公式引用，请先修改该公式',
  'cost.factor.noDefaults': '该项目的类别没有默认因子，请手工添加',
  'cost.factor.importRows': '导入文件有 {count} 处错误，未导入任何因子',
  'cost.feetool.duplicate': '该地区和年份已有名为“{name}”的费用定额',
  'cost.feetool.invalid': '计算基础有误，未保存：{message}',
  'cost.feetool.inUse': '费用代号 {code} 被“{name}”引用，请先修改该行',
  'cost.feetool.noParent': '上级费用代号 {code} 不存在',
  'cost.feetool.empty': '费用定额“{name}”还没有费用行',
  'finance.account.noTaken': '银行账号 {accountNo} 已存在',
  'finance.account.hasRows': '该账户已有 {count} 条银行流水，不能删除',
  'finance.account.openingLocked': '该账户已有银行流水，不能修改期初余额和期初日期',
  'finance.import.rowErrors': '对账单有 {count} 处问题，未导入任何数据：请按问题清单修改后重新导入',
  'finance.claim.notIncome': '只有收入流水可以认领',
  'profits.subjectUnknown':
    '费用类别「{subject}」不在费用类别字典中，请从列表中选择或先在字典中添加',
  'profits.departmentNotAllowed': '没有该部门的数据权限，只能登记本人有权限部门的成本',
  'finance.claim.notNeeded': '该流水已标记为无需认领',
  'finance.claim.exceeds': '认领金额超过该流水的待认领金额 {remaining} 元',
  'finance.claim.hasClaims': '该流水已有认领记录，请先取消认领',
  'finance.claim.notFromBank': '该回款不是从银行流水认领的，不能在此取消',
  'fundCompare.alreadyMatched': '该回款已对应银行流水，请先取消对应',
  'fundCompare.notMatched': '该回款没有对应的银行流水',
  'fundCompare.priceNotApproved': '请价 {code} 尚未审批通过，不能据此签订合同',
  'fundCompare.priceUsed': '请价 {code} 已用于签订合同，每个请价只能使用一次',
  'fundCompare.codeTaken': '合同编号 {code} 已存在，请换一个编号',
  'invoicing.apply.notEditable': '开票申请 {code} 已提交或已处理，不能修改或删除',
  'followaudit.period.locked':
    '计量期 {period} 已提交或已审批，不能修改；如需调整，请由审批人先退回',
  'followaudit.period.openExists': '计量期 {period} 尚未审批，审批通过后才能新增下一期',
  'followaudit.period.notAfter': '新的计量期须晚于最近一期 {latest}',
  'followaudit.measure.overNeedsReason':
    '清单 {code} 累计审定量 {cumulative} 超过合同工程量 {contract}（{percent}%），请填写变更/超量原因',
  'followaudit.measure.duplicateItem': '清单 {code} 填写了两次，请合并为一行',
  'followaudit.pay.exceedsLimit':
    '累计支付 {paidTotal} 元将超过累计审定金额 × 支付比例（{limit} 元）；本期最多可支付 {maximum} 元',
  'followaudit.pay.wrongStatus':
    '计量期 {period} 的支付审批状态已变化，不能执行此操作，请刷新后重试',
  'followaudit.item.measured': '清单 {code} 已有计量记录，不能删除',
  'followaudit.item.priceLocked':
    '清单 {code} 已在已提交或已审批的计量期中计量，综合单价不能再修改',
  'paymentCycle.totalMismatch':
    '付款节点合计 {total} 元，与合同金额 {amount} 元不一致（相差 {difference} 元），请调整比例或金额',
  'paymentCycle.ratioOver': '付款比例合计 {sum} 超过 1（100%），请调整',
  'paymentCycle.dateOrder': '付款节点须按时间先后排列：{date} 早于前一节点',
  'followaudit.project.hasSubmitted':
    '计量期 {period} 已提交过审批，项目的计量与支付记录须保留，不能删除项目',
  'followaudit.period.notDraft':
    '计量期 {period} 已提交或已审批，不能删除；只能删除草稿状态的计量期',
  'followaudit.project.noCostProject':
    '该跟踪审计项目未关联造价项目，无法复制清单；请先在项目中选择造价项目',
  'invoicing.apply.wrongStatus': '开票申请 {code} 的状态已变化，不能执行此操作，请刷新后重试',
  'invoicing.apply.exceedsContract':
    '开票金额 {amount} 元超过合同可开票余额 {available} 元（合同金额 {contractAmount} 元）；如确需超额开票，请勾选「超额开票」并填写原因',
  'invoicing.apply.invoiceNoTaken': '发票号码 {invoiceNo} 已登记，请核对',
  'certificate.numberTaken':
    '证书编号 {certNo} 已登记在 {userName} 名下（同一类别的证书编号不能重复）',
  'einvoice.duplicate':
    '发票 {invoiceNo} 已于 {date} 由 {who} 登记（{reference}），不能重复登记或报销',
  'einvoice.duplicateIssued': '发票 {invoiceNo} 已由开票申请 {code} 于 {date} 开具，不能重复登记',
  'einvoice.issuedReadOnly': '此发票由开票申请开具，请在开票申请中修改或红冲',
  'einvoice.fileType': '发票文件须为 PDF、OFD 或 XML（收到的是 {suffix}）',
  'einvoice.importRows': '导入文件有 {count} 处错误，未导入任何发票',
  'invoicing.apply.issuedBeforeApplied': '开票日期不能早于申请日期 {appliedDate}',
  'invoicing.apply.redBeforeIssue': '红冲日期不能早于原发票的开票日期 {issuedDate}',
  'invoicing.approval.notEditable': '单据 {code} 已提交或已审批，不能修改或删除',
  'invoicing.approval.wrongStatus': '单据 {code} 的状态已变化，不能执行此操作，请刷新后重试',
  'invoicing.approval.ownRequest': '不能审批自己提交或本人的申请，请由其他审批人处理',
  'invoicing.price.noRates': '该业务类型尚未设置收费费率表，无法计算指导价',
  'invoicing.price.reasonNeeded': '报价低于指导价 {guidanceFee} 元，请填写下浮原因后再提交',
  'invoicing.loan.notApproved': '借款 {code} 尚未批准，不能登记还款',
  'invoicing.loan.repaidBeforeLoan': '还款日期不能早于借款日期 {loanDate}',
  'invoicing.loan.exceedsOutstanding': '还款金额超过未还金额 {outstanding} 元',
  'finance.import.accountMismatch':
    '对账单的账号 {fileNo} 与所选账户的账号 {accountNo} 不一致，请选择正确的账户',
  'finance.import.nextBreak':
    '第 {row} 行（文件最后一笔）余额与账户中其后已有的流水（{dateTime}）不衔接：其余额应为 {expected}，实际为 {actual}；请检查文件是否缺少流水',
  'memberLevel.nameTaken': '会员等级 {name} 已存在',
  'memberLevel.inUse': '还有 {count} 名会员属于该等级，请先调整会员的等级',
  'member.phoneTaken': '手机号 {phone} 已被其他会员使用',
  'dict.codeTaken': '字典编码 {code} 已存在',
  'dict.valueTaken': '字典中已有键值为 {value} 的条目',
  'dict.hasItems': '该字典下还有 {count} 个条目，请先删除条目',
  'dict.hasChildren': '该条目下还有下级条目，请先删除下级条目',
  'dict.cycle': '不能把条目移到它自己或它的下级条目之下',
  'dict.notTree': '只有树形字典的条目可以有上级条目',
  'param.reserved': '参数 {key} 由窗口管理维护，请在窗口管理中修改',
  'dict.otherDictionary': '条目不能移到另一个字典',
  'dict.treeHasLevels': '该树形字典还有多级条目，不能改为列表字典',
  'dict.tooDeep': '树形字典最多 {max} 级，“{label}”放在这里会超过 {max} 级',
  'dict.notTreeDictionary': '字典 {code} 不是树形字典',
  'file.nothingToUpload': '没有要上传的文件。',
  'file.suffixNotAllowed': '不允许上传 {suffix} 类型的文件，允许的类型：{allowed}',
  'file.suffixMissing': '不允许上传没有后缀的文件，允许的类型：{allowed}',
  'file.zipName': '附件',
  'file.tooLarge': '文件 {name} 超过了 {max} MB 的大小限制',
  'file.tooMany': '一次最多上传 {max} 个文件',
  'file.notOwner': '只能删除自己上传的附件',
  'file.notPreviewable': '只能在线预览图片和 PDF 文件',
  'file.missing': '附件内容已丢失，请重新上传',
  'excel.suffix': '只能导入 .xlsx、.xls 或 .csv 文件，不能导入 {suffix} 文件',
  'excel.suffixMissing': '只能导入 .xlsx、.xls 或 .csv 文件，该文件没有后缀',
  'excel.legacyXls': '暂不支持 Excel 97-2003（.xls）格式，请在 Excel 中另存为 .xlsx 后再导入',
  'excel.unreadable': '无法读取该文件，请确认它是 Excel（.xlsx）或 CSV 文件',
  'excel.noSheet': '工作簿中没有可读取的工作表',
  'excel.sheetMissing': '工作簿中没有第 {sheet} 个工作表',
  'excel.tooManyRows': '一次最多导入 {max} 行数据，请拆分文件后分批导入',
  'excel.nothingToImport': '文件中没有可导入的数据行',
  'excel.columnMissing': '缺少必填列：{titles}',
  'excel.mappingUnknown': 'colIndexMaps：模板中没有字段 {field}',
  'excel.mappingDuplicate': 'colIndexMaps：字段 {field} 被映射到了多列',
  'excel.codeTaken': '模板编码 {code} 已存在',
  'excel.unknownTarget': 'target：没有名为 {target} 的导入目标',
  'excel.unknownField': '{field}：导入目标没有字段 {name}',
  'excel.duplicateField': '{field}：字段 {name} 在模板中出现了多次',
  'excel.typeMismatch': '{field}：字段 {name} 只能按 {type} 读取',
  'excel.dictCodeRequired': '{field}：字典列请选择字典',
  'excel.row.cellError': '单元格是错误值 {value}',
  'excel.row.required': '不能为空',
  'excel.row.tooLong': '长度不能超过 {max} 个字符',
  'excel.row.notNumber': '“{value}”不是有效的数字',
  'excel.row.notInteger': '“{value}”不是整数',
  'excel.row.notDate': '“{value}”不是有效的日期（如 2024-05-01）',
  'excel.row.notBoolean': '请填写“是”或“否”',
  'excel.row.notInDict': '“{value}”不是字典“{dict}”中的选项',
  'excel.row.duplicateInSheet': '与第 {row} 行重复',
  'excel.row.exists': '“{value}”已存在',
  'excel.row.invalidFormat': '“{value}”格式不正确',
  'excel.row.invalidMobile': '手机号码格式不正确',
  'excel.row.invalidEmail': '邮箱格式不正确',
  'excel.row.weakPassword': '密码至少包括字母、数字、特殊字符任意2种且不少于8个字符',
  'excel.row.markup': '不能包含 < 或 >',
  'excel.row.unknownRef': '找不到“{value}”',
  'excel.row.ambiguousRef': '“{value}”不唯一，请填写完整路径（如 上级/名称）',
  'sms.text': '您的验证码为 {code}，{minutes} 分钟内有效，请勿告诉他人。',
  'sms.tooOften': '验证码发送过于频繁，请 {seconds} 秒后再试',
  'sms.hourlyLimit': '该手机号本小时获取验证码次数已达上限，请稍后再试',
  'sms.codeInvalid': '短信验证码错误或已失效，请重新获取',
  'register.loginNameTaken': '登录名 {loginName} 已被使用',
  'register.phoneTaken': '手机号 {phone} 已注册，请直接登录或找回密码',
  'register.roleNotAllowed': '所选角色不开放注册',
  'register.deptNotAllowed': '所选部门不存在',
  'register.companyUnknown': '注册的企业不存在',
  'register.tooManyChecks': '查询过于频繁，请稍后再试',
  'profile.tooManyConfigKeys': '个人配置最多保存 {max} 项',
  'member.noAccount': '会员 {name} 没有可用的登录账号（按手机号查找）',
  'profile.notSelf': '只能修改自己的信息',
  'profile.notMember': '只有会员可以在个人中心修改姓名',
  'profile.loginNameFixed': '登录名不能在个人中心修改，请联系管理员',
  'dataMenu.projectByKind': '项目案例库（按项目类型）',
  'dataMenu.projectByArea': '项目案例库（按地区）',
  'cms.categoryCodeTaken': '栏目编码 {code} 已被其他栏目使用',
  'cms.categoryCycle': '不能把栏目移到它自己或它的下级栏目之下',
  'cms.categoryHasChildren': '该栏目下还有下级栏目，请先删除或移走下级栏目',
  'cms.categoryHasArticles': '该栏目下还有 {count} 篇文章，请先删除或移走文章',
  'cms.coverNotImage': 'coverImageId：封面必须是图片附件',
  'footprint.type.0': '其他',
  'footprint.type.10': '业务',
  'footprint.type.20': '商机',
  'footprint.type.30': '合同',
  'footprint.type.40': '全过程咨询',
  'footprint.type.50': '财务',
  'footprint.type.60': '人力资源',
  'footprint.type.70': '行政',
  'footprint.type.80': '统计',
  'footprint.type.90': '安全',
  'footprint.type.100': '配置',
  'quality.checkUnavailable': '检查项 {check} 暂不可用，请选择其他检查项',
  'projectFile.attachedElsewhere': '文件 {name} 已关联到其他记录，请重新上传后再添加到项目',
  'projectFile.notArchive': '文件 {name} 不是 zip 压缩包；请选择 .zip 文件',
  'projectFile.brokenArchive': '压缩包 {name} 无法读取（已损坏或不是标准 zip）；请重新压缩后上传',
  'projectFile.compareTooFew': '请选择 2 至 6 个不同的项目进行对比',
  'projectFile.priceNoHeader':
    '价格表第 {sheet} 个工作表没有找到表头：前 30 行中应有“名称”和“单价”（或价格、含税价、市场价）列',
  'projectFile.priceNoName': '第 {row} 行没有材料名称',
  'projectFile.entryMissing': '压缩包中没有 {name}；请按压缩包内容重新选择',
  'projectFile.archiveEmpty': '压缩包 {name} 中没有文件',
  'projectFile.priceBad': '第 {row} 行的单价“{value}”不是不小于 0 的数字',
  'quality.unknownRule': 'key：规则 {key} 不存在，请从规则表中选择',
  'quality.minAboveMax': '{field}：第 {row} 行的下限 {min} 大于上限 {max}，请调整后再保存',
  'finance.statement.sheetMissing': '文件中没有第 {sheet} 个工作表，请重新选择工作表',
  'finance.statement.noHeader':
    '没有找到对账单的表头行：前 60 行中应有“交易日期”和“收入金额/支出金额”（或“交易金额”）等列标题，请检查文件或手动指定表头行和各列',
  'finance.statement.columnsMissing': '表头中缺少必需的列：{columns}；请检查表头或手动指定这些列',
  'finance.statement.noLines': '表头下面没有流水行，请确认选择了正确的工作表',
  'finance.statement.dateMissing':
    '交易日期为空，但该行有金额：请填写交易日期（如 2024/05/01），或删除该行',
  'finance.statement.badDate':
    '{column}“{value}”不是有效的日期，应为 2024/05/01、20240501、2024-05-01 10:30:00 或 2024年5月1日 这样的日期',
  'finance.statement.badTime':
    '{column}“{value}”不是有效的时间，应为 10:30:00 或 103000 这样的时间',
  'finance.statement.badAmount':
    '{column}“{value}”不是有效的金额，应为 1234.56 这样的数字（可带千分位逗号和 ¥）',
  'finance.statement.bothAmounts':
    '收入 {income} 和支出 {pay} 同时有金额：一行流水只能是收入或支出，请核对后只保留一项或拆成两行',
  'finance.statement.noAmount': '收入和支出都为空或为 0：请填写其中一项的金额，或删除该行',
  'finance.statement.directionMissing':
    '收支方向为空：请填写 借/贷、收/支、收入/支出、转入/转出 或 D/C',
  'finance.statement.badDirection':
    '{column}“{value}”不是可识别的收支方向，应为 借/贷、收/支、收入/支出、转入/转出 或 D/C',
  'finance.statement.balanceMissing': '余额为空：文件有余额列，每行都应填写交易后的余额',
  'finance.statement.balanceBreak':
    '第 {row} 行余额不连续：上一笔余额 {previous} + 收入 {income} − 支出 {pay} 应为 {expected}，实际为 {actual}（相差 {difference}）；请检查该行之前是否缺少或重复了流水，或余额是否有误',
  // ── Bonus (modules/finance/bonus) ──
  'bonus.rule.rateRange': '提成比例须大于 0 且不超过 1（当前 {rate}）',
  'bonus.rule.coefficientRange': '考核系数范围须满足 0 < 下限 ≤ 上限 ≤ 2（当前 {min}–{max}）',
  'bonus.rule.splitRange': '{part} 的分配比例须在 0 到 1 之间（当前 {value}）',
  'bonus.rule.roleSplitSum': '各角色分配比例之和须为 100%（当前 {sum}%）',
  'bonus.rule.stageSplitSum': '各阶段分配比例之和须为 100%（当前 {sum}%）',
  'wf.stale': '流程已被他人处理，请刷新后重试',
  'wf.taskDone': '该任务已处理或不存在',
  'wf.notRunning': '流程已结束，不能再处理',
  'wf.withdrawRefused': '后续节点已处理，不能撤回',
  'wf.delegated': '任务已委派，须由被委派人先处理',
  'wf.engine': '流程处理失败：{detail}',
  'wf.modelInvalid': '流程模型有误，不能部署：{problems}',
  'wf.keyTaken': '流程标识 {key} 已存在',
  'wf.unknownCategory': '流程分类不存在',
  'wf.noDefinition': '流程 {key} 尚未部署',
  'wf.startRoleRefused': '您的角色不能发起流程「{name}」，请联系管理员在“流程发起角色”中授权',
  'wf.withdrawDisabled': '该流程的设置不允许撤回',
  'wf.opinionRequired': '请填写审批意见',
  'wf.rejectPreviousOnly': '该流程只能驳回到上一步',
  'wf.rejectStartOnly': '该流程只能驳回到发起人',
  'wf.unknownStep': '流程 {key} 的最新版本没有步骤 {step}',
  'form.notFound': '表单不存在或已删除',
  'form.displayUnknown': '找不到表单：请给出表单编号、表单编码，或已绑定表单的流程标识（{what}）',
  'form.codeTaken': '表单编码 {code} 已被其他表单使用',
  'form.invalid': '{message}',
  'form.noProcess': '表单「{name}」未绑定流程，不能提交审批',
  'form.flowRunning': '该记录的审批流程正在进行中，不能再次提交',
  'form.deleteRefused': '该记录已提交审批（流程进行中或已办结），不能删除',
  'form.editRefused': '该记录已提交审批，只能在流程的待办任务中修改',
  'form.taskMismatch': '该任务不属于这条记录',
  'form.tree.parentUnknown': '「{label}」须为本表单中已有记录的编号',
  'form.tree.cycle': '上级记录不能是它自己或它的下级',
  'form.tree.hasChildren': '该记录下还有 {count} 条下级记录，请先删除或移走它们',
  'form.versionUnknown': '表单「{name}」没有第 {version} 版',
  'form.value.required': '请填写「{label}」',
  'form.value.text': '「{label}」须为文字',
  'form.value.maxLength': '「{label}」不能超过 {max} 个字符',
  'form.value.markup': '「{label}」不能包含 < 或 >',
  'form.value.pattern': '「{label}」格式不正确',
  'form.value.patternMessage': '「{label}」{text}',
  'form.value.number': '「{label}」须为数字',
  'form.value.scale': '「{label}」不超过 {scale} 位小数',
  'form.value.min': '「{label}」不能小于 {min}',
  'form.value.max': '「{label}」不能大于 {max}',
  'form.value.date': '「{label}」日期格式须为 YYYY-MM-DD',
  'form.value.datetime': '「{label}」时间格式须为 YYYY-MM-DD HH:mm:ss',
  'form.value.option': '「{label}」的选项不存在：{value}',
  'form.value.dept': '「{label}」所选部门不存在',
  'form.value.user': '「{label}」所选人员不存在',
  'form.value.attachment': '「{label}」的附件不存在或已删除，请重新上传',
  'form.value.list': '「{label}」须为列表',
  'form.value.tooMany': '「{label}」最多 {max} 项',
  'form.value.row': '第 {row} 行：{text}',
  'bonus.rule.stageSplitsRequired': '全过程造价咨询的规则须填写招标、施工、结算三个阶段的分配比例',
  'bonus.rule.holdbackRange': '预留比例须在 0 到 1 之间（不含 1，当前 {rate}）',
  'bonus.calc.coefficientOutside': '考核系数 {coefficient} 不在规则允许的 {min}–{max} 之内',
  'bonus.calc.noMembers': '该合同没有项目成员，无法分配奖金：请先在合同中填写成员及其角色',
  'bonus.calc.badWeight': '成员权重不能为负数（当前 {weight}）',
  'bonus.calc.badAmount': '{field}：{value} 不是有效的数值',
  'bonus.calc.noRule': '业务类型 {type} 在该期间没有启用的奖金规则，请先设置规则',
  'bonus.calc.ruleMismatch': '所选规则的业务类型与合同（{type}）不一致',
  'bonus.calc.periodOverlap': '该合同 {from} 至 {to} 已计算过奖金，期间不能重叠',
  'bonus.calc.noReceipts': '该合同在所选期间没有回款，无可计提的奖金',
  'bonus.calc.notDraft': '只有草稿状态的奖金计算可以确认或删除',
  'bonus.calc.locked': '该奖金计算已全部发放，不能再调整',
  'bonus.adjust.badMove': '请在同一计算中选择两个不同的分配，调整金额须大于 0 且最多 2 位小数',
  'bonus.adjust.belowPaid': '调出后金额将低于已发放的 {paid}，不能调出 {amount}',
  'bonus.template.duplicateType': '模板中业务类型 {type} 重复',
  'bonus.template.nameTaken': '奖金模板 {name} 已存在',
  'bonus.entrust.samePerson': '委托人与受托人不能是同一人',
  'bonus.entrust.endBeforeStart': '委托结束日期不能早于开始日期',
  'bonus.pay.notConfirmed': '奖金计算确认后才能发放',
  'bonus.pay.nothingPayable': '所选奖金没有可发放的金额（已发放，或预留部分待合同完成后发放）',
  'objectives.childrenMismatch.contract':
    '合同额：{department} 的下级部门目标合计 {sum} 元，与其本级目标 {annual} 元不一致（相差 {difference} 元）；上级部门的目标须等于下级合计，或不填写上级目标（自动按下级汇总）',
  'objectives.childrenMismatch.production':
    '产值：{department} 的下级部门目标合计 {sum} 元，与其本级目标 {annual} 元不一致（相差 {difference} 元）；上级部门的目标须等于下级合计，或不填写上级目标（自动按下级汇总）',
  'objectives.childrenMismatch.receipt':
    '回款：{department} 的下级部门目标合计 {sum} 元，与其本级目标 {annual} 元不一致（相差 {difference} 元）；上级部门的目标须等于下级合计，或不填写上级目标（自动按下级汇总）',
  'objectives.childrenMismatch.profit':
    '利润：{department} 的下级部门目标合计 {sum} 元，与其本级目标 {annual} 元不一致（相差 {difference} 元）；上级部门的目标须等于下级合计，或不填写上级目标（自动按下级汇总）',
  'objectives.totalMismatch.contract':
    '合同额：各部门目标合计 {sum} 元，与公司目标 {total} 元不一致（相差 {difference} 元），请调整部门目标或公司目标',
  'objectives.manualMismatch.contract':
    '部门「{department}」合同额手工分解的12个月合计 {sum} 元，与年度目标 {annual} 元不一致',
  'objectives.totalMismatch.production':
    '产值：各部门目标合计 {sum} 元，与公司目标 {total} 元不一致（相差 {difference} 元），请调整部门目标或公司目标',
  'objectives.manualMismatch.production':
    '部门「{department}」产值手工分解的12个月合计 {sum} 元，与年度目标 {annual} 元不一致',
  'objectives.totalMismatch.receipt':
    '回款：各部门目标合计 {sum} 元，与公司目标 {total} 元不一致（相差 {difference} 元），请调整部门目标或公司目标',
  'objectives.manualMismatch.receipt':
    '部门「{department}」回款手工分解的12个月合计 {sum} 元，与年度目标 {annual} 元不一致',
  'objectives.totalMismatch.profit':
    '利润：各部门目标合计 {sum} 元，与公司目标 {total} 元不一致（相差 {difference} 元），请调整部门目标或公司目标',
  'objectives.manualMismatch.profit':
    '部门「{department}」利润手工分解的12个月合计 {sum} 元，与年度目标 {annual} 元不一致',
  'objectives.allDepartmentsRequired': '制定、下达和调整经营目标需要全部部门的数据权限',
  'objectives.locked': '{year}年经营目标已下达，不能直接修改：请使用“调整”并填写原因',
  'objectives.notIssued': '{year}年经营目标尚未下达：草稿可以直接修改保存，无需调整',
  'objectives.noPlan': '{year}年还没有经营目标，请先制定并保存',
  'objectives.alreadyIssued': '{year}年经营目标已经下达',
  'objectives.emptyPlan': '{year}年经营目标没有任何部门目标，不能下达',
  'objectives.departmentUnknown': '部门 {departmentId} 不存在，请刷新后重新选择',
  'objectives.duplicate': '部门「{department}」的同一指标填写了两次',
  'objectives.manualMissing': '部门「{department}」选择了手工分解，请填写12个月的金额',
  'objectives.noChange': '调整没有改变任何目标，无需保存',
  'objectives.progress.contractUnknown': '合同 {contractId} 不存在或没有其所属部门的数据权限',
  'objectives.progress.duplicate': '合同 {code} 填写了两次',
  'objectives.progress.beforeSigning': '合同 {code} 于 {signed} 签订，不能申报 {month} 的进度',
  'objectives.progress.belowPrevious':
    '合同 {code} 的累计进度 {progress}% 低于之前已申报的 {previous}%：累计进度不能倒退',
  'objectives.progress.aboveNext':
    '合同 {code} 的累计进度 {progress}% 高于 {month} 已申报的 {next}%：请先修改之后月份的进度',
} as const;

export type MessageKey = keyof typeof zh;
export type Catalogue = Record<MessageKey, string>;

const en: Catalogue = {
  'sales.stage.closed': 'A won or lost opportunity cannot change stage any more',
  'sales.stage.same': 'The opportunity is already at this stage; choose another one',
  'sales.stage.lostReason': 'Enter why the opportunity was lost',
  'sales.stage.contractRequired': 'Choose the contract this opportunity was won with',
  'sales.stage.backReason': 'Enter a reason to move the opportunity back to an earlier stage',
  'sales.stage.contractCustomer':
    "Contract {code} belongs to another customer; choose one of this opportunity's customer",
  'sales.stage.contractTaken':
    'Contract {code} is already linked to the opportunity "{name}"; choose another contract',
  'sales.opportunity.closed': 'A won or lost opportunity can no longer be edited',
  'sales.opportunity.wonLocked': 'A won opportunity cannot be deleted',
  'sales.plan.closed': 'This plan item is done or cancelled and can no longer be changed',
  'sales.plan.resultRequired': 'Enter the result to mark the plan item done',
  'error.validation': '{field}: {message}',
  'error.badRequest': 'The request is malformed',
  'error.unauthenticated': 'Your session has ended, please sign in again',
  'error.forbidden': 'You do not have permission to do this',
  'error.notFound': 'No such API: {path}',
  'error.internal': 'Internal server error, please try again later',
  'auth.captchaInvalid': 'The captcha is wrong or has expired; refresh it and try again',
  'auth.badCredentials': 'Wrong user name or password; {remaining} attempts left',
  'auth.locked': 'Too many failed sign-ins; the account is locked until {until}',
  'auth.oldPasswordWrong': 'The old password is not correct',
  'auth.samePassword': 'The new password must differ from the old one',
  'qr.invalid': 'The QR code has expired or was already handled; refresh it and scan again',
  'login.tooManyRequests': 'Too many requests; try again later',
  'sso.disabled': 'Single sign-on is not enabled',
  'sso.stateInvalid': 'The single sign-on request is invalid or has expired; please sign in again',
  'sso.refused': 'The identity provider refused the sign-in',
  'sso.exchangeFailed': 'Single sign-on could not be completed; try again later',
  'sso.unknownUser':
    'Your single sign-on account has no user in this system; contact the administrator',
  'online.kickSelf': 'You cannot sign yourself out this way',
  'auth.companyDisabled':
    'This company has been disabled; please contact the platform administrator',
  'saas.gradeNameTaken': 'A user grade named {name} already exists',
  'saas.gradeInUse': '{count} companies still hold this grade; move them to another grade first',
  'saas.companyCodeTaken': 'The company code {code} is already in use',
  'saas.adminRequired': 'A new company needs its administrator’s login name and password',
  'saas.platformFixed': 'The platform operator cannot be disabled or given a user grade',
  'saas.logoNotImage':
    '{field}: choose an image attachment uploaded by this company (jpg, png, gif, bmp, webp)',
  'menu.buttonsNeedPage': 'Buttons can only be created for a page menu',
  'club.nameTaken': 'A club named {name} already exists',
  'excel.rowsInError':
    '{rows} rows have errors, so nothing was imported; correct them as the error report says and import again',
  'record.notFound': 'The record does not exist or has been deleted',
  'record.unknownReference': '{field}: the chosen record does not exist',
  'dept.hasChildren': 'The department has sub-departments; delete or move them first',
  'dept.hasUsers': 'The department still has {count} people; move them first',
  'dept.cycle': 'A department cannot move under itself or one of its sub-departments',
  'menu.hasChildren': 'The menu has sub-menus or buttons; delete them first',
  'menu.cycle': 'A menu cannot move under itself or one of its descendants',
  'user.loginNameTaken': 'The login name {loginName} is already taken',
  'user.passwordRequired': 'password: set a password for a new user',
  'user.deleteSelf': 'You cannot delete the user you are signed in as',
  'user.deleteBuiltInAdmin': 'The built-in administrator cannot be deleted',
  'user.builtInAdminKeepsRole':
    'The built-in administrator keeps the administrator role and its login name',
  'role.codeTaken': 'The role code {code} already exists',
  'role.adminProtected': 'The administrator role cannot be deleted nor its code changed',
  'role.adminSelfRegister': 'The administrator role cannot be open to registration',
  'role.sameRole': 'The source and target roles must differ',
  'area.hasChildren': 'The area has areas beneath it; delete them first',
  'area.hasMembers': 'The area still has {count} members; move them first',
  'area.cycle': 'An area cannot move under itself or one of the areas beneath it',
  'cost.node.singleParent': 'A single project can only be placed under the construction project',
  'cost.node.unitParent': 'A unit project can only be placed under a single project',
  'cost.node.divisionParent':
    'A division can only be placed under a unit project or another division',
  'cost.node.levelFixed': 'A node’s level cannot change: create a new node and delete this one',
  'cost.node.rootFixed': 'The construction project node cannot be moved',
  'cost.node.cycle': 'A node cannot move under itself or one of the nodes beneath it',
  'cost.node.notUnit': 'Choose a unit project',
  'cost.import.needSingle':
    'To import bills, choose a single project: the unit project goes under it',
  'cost.import.needUnit': 'To import materials, choose the unit project whose prices to update',
  'cost.import.rowErrors':
    'The bill file has {count} errors and nothing was imported: correct the rows listed and import again',
  'cost.material.notInProject':
    'No bill of the project uses a material coded {code}: refresh the materials summary and try again',
  'cost.material.catalogueUnknown':
    'The standard material catalogue has no code {code}: choose one from the catalogue',
  'cost.material.notConvertible': '{from} does not convert to {to} by itself: enter the factor',
  'cost.rules.catalogueInUse':
    'Material {code} is used by {count} material codings of projects: clear those codings before removing it',
  'cost.rules.factorName':
    'The project has no factor {code} and its kind has no default for it: enter the factor name',
  'cost.rules.controlSelf':
    'The control-price project cannot be the project checked: choose another project',
  'cost.subject.unknown': 'There is no subject {code}: choose one from the subject tree',
  'cost.subject.spliceSubject':
    'Spliced bills must be placed in one subject: place them in the same subject first',
  'cost.subject.spliceUnit': 'Spliced bills must share one unit: {units}',
  'cost.subject.spliceTaken':
    'Bill {code} is already spliced into “{name}”: cancel that splice first',
  'cost.subject.spliceCount': 'A splice needs at least two bills',
  'cost.subject.spliceBroken':
    'The bills of this splice are no longer in one subject, so no bill can join it: cancel the splice first',
  'cost.subject.spliceKeepTwo':
    'The splice "{name}" must keep at least two bills: to split it completely, cancel the splice',
  'cost.subject.inSplice': 'Bill {code} is in the splice "{name}": take it out of the splice first',
  'cost.subject.alreadyIn': 'Bills {codes} are already in subject {subject}',
  'cost.subject.notInSubject': 'Bills {codes} are in no subject: add them to a subject first',
  'cost.subject.editSplice':
    'A splice’s quantity and norms are the sums of its bills: edit its bills instead',
  'cost.subject.noNorm': 'There is no norm {index} (there are {count}): refresh and try again',
  'cost.billModel.notPlaced': 'Bill {code} is on no bill model: set its bill model first',
  'cost.billModel.unknownAttr':
    'The bill model "{model}" has no feature "{names}": choose among the model’s features',
  'cost.billModel.fixedValue':
    'The feature "{name}" is fixed to "{value}" and cannot take another value: change the model’s fixed value first',
  'cost.billModel.billsMissing':
    '{count} bills do not exist or were deleted: refresh and try again',
  'cost.fee.invalid': 'The base is invalid and nothing was saved: {message}',
  'cost.fee.inUse': 'Fee code {code} is used by the base of “{name}”; change that row first',
  'cost.fee.unknownSymbol': 'Unknown fee code: {symbol}',
  'cost.fee.parentNotInUnit': 'The parent fee row belongs to another unit project',
  'cost.kind.notLeaf': '“{name}” is not a last-level kind: choose a third-level kind (function)',
  'cost.kind.missing': 'The project has no kind yet: choose one in the project features first',
  'cost.feature.invalid': 'The features have {count} errors and nothing was saved: {first}',
  'cost.feature.divisionNode': 'Divisions have no features: choose a single or unit project',
  'cost.nodeInfo.level': 'Only single and unit projects have engineering info',
  'cost.projectTree.badNode':
    '{count} nodes are not single or unit projects of this project; nothing was saved',
  'cost.projectTree.nameTaken': 'A group named “{name}” already exists at this level',
  'cost.projectTree.intoItself': 'A group cannot be dragged into itself or one of its sub-groups',
  'cost.projectTree.dragNothing': 'Say which group the node is dragged into or out of',
  'cost.authorize.duplicate': 'Each authorised person may be listed once',
  'cost.authorize.unknownUser':
    '{count} authorised people are not users of your company; nothing was saved',
  'cost.authorize.denied':
    'You are not on the audit list of project “{name}”: ask the project lead to authorise you',
  'cost.factor.inUse':
    'Factor {code} is used by the formula of “{name}”; change that formula first',
  'cost.factor.noDefaults': "The project's kind has no default factors: add them by hand",
  'cost.factor.importRows': 'The file has {count} errors; no factor was imported',
  'cost.feetool.duplicate': 'A fee base named “{name}” exists for this area and year already',
  'cost.feetool.invalid': 'The base is invalid and nothing was saved: {message}',
  'cost.feetool.inUse': 'Fee code {code} is used by “{name}”; change that row first',
  'cost.feetool.noParent': 'There is no parent fee code {code}',
  'cost.feetool.empty': 'The fee base “{name}” has no rows yet',
  'finance.account.noTaken': 'The bank account number {accountNo} already exists',
  'finance.account.hasRows': 'The account has {count} statement rows and cannot be deleted',
  'finance.account.openingLocked':
    'The account has statement rows: its opening balance and date can no longer change',
  'finance.import.rowErrors':
    'The statement has {count} problems and nothing was imported: correct the rows listed and import again',
  'finance.claim.notIncome': 'Only income rows can be claimed',
  'profits.subjectUnknown':
    'The cost subject "{subject}" is not in the cost subject dictionary: choose one from the list or add it to the dictionary first',
  'profits.departmentNotAllowed':
    'You have no data rights for this department: you can only record costs of departments you may see',
  'finance.claim.notNeeded': 'This row is marked as not needing a claim',
  'finance.claim.exceeds': 'The claim exceeds the {remaining} yuan left to claim on this row',
  'finance.claim.hasClaims': 'This row has claims; undo them first',
  'finance.claim.notFromBank':
    'This receipt was not claimed from a bank row and cannot be undone here',
  'fundCompare.alreadyMatched': 'This receipt is already matched to a bank row; unmatch it first',
  'fundCompare.notMatched': 'This receipt is not matched to a bank row',
  'fundCompare.priceNotApproved':
    'Price request {code} is not approved; a contract cannot be signed from it',
  'fundCompare.priceUsed':
    'Price request {code} has already been used for a contract; each price request can be used once',
  'fundCompare.codeTaken': 'Contract number {code} already exists; choose another number',
  'invoicing.apply.notEditable':
    'Invoice application {code} has been submitted or handled and can no longer be changed or deleted',
  'followaudit.period.locked':
    'Period {period} is submitted or approved and cannot be changed; to adjust it, the approver must return it first',
  'followaudit.period.openExists':
    'Period {period} is not approved yet; the next period can be added once it is approved',
  'followaudit.period.notAfter': 'The new period must be after the latest one, {latest}',
  'followaudit.measure.overNeedsReason':
    'Item {code}: the cumulative approved quantity {cumulative} exceeds the contract quantity {contract} ({percent}%); give the reason (variation / over-quantity)',
  'followaudit.measure.duplicateItem': 'Item {code} is entered twice; keep one row',
  'followaudit.pay.exceedsLimit':
    'The cumulative payment of {paidTotal} yuan would exceed the cumulative approved amount × payment ratio ({limit} yuan); at most {maximum} yuan can be paid this period',
  'followaudit.pay.wrongStatus':
    'The pay approval of period {period} has changed meanwhile; refresh and try again',
  'followaudit.item.measured': 'Item {code} has measurements and cannot be deleted',
  'followaudit.item.priceLocked':
    'Item {code} is measured in a submitted or approved period; its unit price can no longer change',
  'paymentCycle.totalMismatch':
    'The payment cycles add up to {total} yuan, not the contract amount of {amount} yuan (difference {difference} yuan); adjust the ratios or amounts',
  'paymentCycle.ratioOver': 'The payment ratios add up to {sum}, more than 1 (100 %); adjust them',
  'paymentCycle.dateOrder':
    'Payment cycles must be in date order: {date} is before the previous cycle',
  'followaudit.project.hasSubmitted':
    'Period {period} has been submitted for approval; the project keeps its measurement and pay records and cannot be deleted',
  'followaudit.period.notDraft':
    'Period {period} has been submitted or approved and cannot be deleted; only a draft period can',
  'followaudit.project.noCostProject':
    'This audit project is not linked to a cost project, so there are no bills to copy; choose a cost project first',
  'invoicing.apply.wrongStatus':
    'Invoice application {code} has changed meanwhile; refresh and try again',
  'invoicing.apply.exceedsContract':
    'The invoice amount of {amount} yuan exceeds the {available} yuan left to invoice on the contract ({contractAmount} yuan); to invoice beyond it, tick “over-invoicing” and give the reason',
  'invoicing.apply.invoiceNoTaken': 'Invoice number {invoiceNo} is already recorded; check it',
  'certificate.numberTaken':
    'Certificate number {certNo} is already recorded for {userName} (numbers are unique per kind)',
  'einvoice.duplicate':
    'Invoice {invoiceNo} was registered on {date} by {who} ({reference}); it cannot be registered or reimbursed twice',
  'einvoice.duplicateIssued':
    'Invoice {invoiceNo} was issued by invoice application {code} on {date}; it cannot be registered twice',
  'einvoice.issuedReadOnly':
    'This invoice was issued through an invoice application: change or void it there',
  'einvoice.fileType': 'The invoice file must be a PDF, OFD or XML (got {suffix})',
  'einvoice.importRows': 'The file has {count} errors; no invoice was imported',
  'invoicing.apply.issuedBeforeApplied':
    'The invoice date cannot be before the application date {appliedDate}',
  'invoicing.apply.redBeforeIssue':
    'The red-letter date cannot be before the original invoice date {issuedDate}',
  'invoicing.approval.notEditable':
    '{code} has been submitted or approved and can no longer be changed or deleted',
  'invoicing.approval.wrongStatus': '{code} has changed meanwhile; refresh and try again',
  'invoicing.approval.ownRequest':
    'You cannot approve your own request; another approver must handle it',
  'invoicing.price.noRates':
    'This business type has no fee rate table yet, so no guidance fee can be computed',
  'invoicing.price.reasonNeeded':
    'The quoted fee is below the guidance fee of {guidanceFee} yuan: give the reason before submitting',
  'invoicing.loan.notApproved': 'Loan {code} is not approved; no repayment can be recorded',
  'invoicing.loan.repaidBeforeLoan': 'The repayment date cannot be before the loan date {loanDate}',
  'invoicing.loan.exceedsOutstanding':
    'The repayment exceeds the {outstanding} yuan still outstanding',
  'finance.import.accountMismatch':
    'The statement is for account {fileNo}, not the chosen account {accountNo}: choose the right account',
  'finance.import.nextBreak':
    'Row {row} (the last line) does not lead on to the stored line of {dateTime}: its balance should be {expected} but is {actual}; check the file for missing lines',
  'memberLevel.nameTaken': 'The member level {name} already exists',
  'memberLevel.inUse': '{count} members still hold this level; change their level first',
  'member.phoneTaken': 'The phone number {phone} already belongs to another member',
  'dict.codeTaken': 'The dictionary code {code} already exists',
  'dict.valueTaken': 'The dictionary already has an entry with the value {value}',
  'dict.hasItems': 'The dictionary still has {count} entries; delete them first',
  'dict.hasChildren': 'The entry has entries beneath it; delete them first',
  'dict.cycle': 'An entry cannot move under itself or one of the entries beneath it',
  'dict.notTree': 'Only entries of a tree dictionary can have a parent',
  'param.reserved': 'The parameter {key} belongs to window management; change it there',
  'dict.otherDictionary': 'An entry cannot move to another dictionary',
  'dict.treeHasLevels': 'The tree dictionary has nested entries and cannot become a list',
  'dict.tooDeep': 'A tree dictionary has at most {max} levels; “{label}” cannot go there',
  'dict.notTreeDictionary': 'The dictionary {code} is not a tree dictionary',
  'file.nothingToUpload': 'There are no files to upload.',
  'file.suffixNotAllowed': 'Files of type {suffix} are not allowed; allowed types: {allowed}',
  'file.suffixMissing': 'Files without an extension are not allowed; allowed types: {allowed}',
  'file.zipName': 'attachments',
  'file.tooLarge': 'The file {name} is larger than the {max} MB limit',
  'file.tooMany': 'At most {max} files can be uploaded at once',
  'file.notOwner': 'You can only delete attachments you uploaded',
  'file.notPreviewable': 'Only images and PDF files can be previewed',
  'file.missing': 'The attachment content is missing; please upload it again',
  'excel.suffix': 'Only .xlsx, .xls or .csv files can be imported, not {suffix} files',
  'excel.suffixMissing':
    'Only .xlsx, .xls or .csv files can be imported; this file has no extension',
  'excel.legacyXls':
    'Excel 97-2003 (.xls) files are not supported; save the file as .xlsx in Excel and import it again',
  'excel.unreadable': 'The file cannot be read; make sure it is an Excel (.xlsx) or CSV file',
  'excel.noSheet': 'The workbook has no sheet that can be read',
  'excel.sheetMissing': 'The workbook has no sheet number {sheet}',
  'excel.tooManyRows':
    'At most {max} rows can be imported at once; split the file and import it in parts',
  'excel.nothingToImport': 'The file has no data rows to import',
  'excel.columnMissing': 'Required columns are missing: {titles}',
  'excel.mappingUnknown': 'colIndexMaps: the template has no field {field}',
  'excel.mappingDuplicate': 'colIndexMaps: the field {field} is mapped to more than one column',
  'excel.codeTaken': 'The template code {code} already exists',
  'excel.unknownTarget': 'target: there is no import target named {target}',
  'excel.unknownField': '{field}: the import target has no field {name}',
  'excel.duplicateField': '{field}: the field {name} appears more than once in the template',
  'excel.typeMismatch': '{field}: the field {name} can only be read as {type}',
  'excel.dictCodeRequired': '{field}: choose the dictionary of a dictionary column',
  'excel.row.cellError': 'The cell holds the error value {value}',
  'excel.row.required': 'must not be empty',
  'excel.row.tooLong': 'must be at most {max} characters',
  'excel.row.notNumber': '"{value}" is not a valid number',
  'excel.row.notInteger': '"{value}" is not a whole number',
  'excel.row.notDate': '"{value}" is not a valid date (e.g. 2024-05-01)',
  'excel.row.notBoolean': 'enter 是 (yes) or 否 (no)',
  'excel.row.notInDict': '"{value}" is not an option of the dictionary "{dict}"',
  'excel.row.duplicateInSheet': 'repeats row {row}',
  'excel.row.exists': '"{value}" already exists',
  'excel.row.invalidFormat': '"{value}" is not in a valid format',
  'excel.row.invalidMobile': 'is not a valid mobile number',
  'excel.row.invalidEmail': 'is not a valid e-mail address',
  'excel.row.weakPassword':
    'the password needs at least 8 characters of two kinds (letters, digits, symbols)',
  'excel.row.markup': 'must not contain < or >',
  'excel.row.unknownRef': '"{value}" was not found',
  'excel.row.ambiguousRef': '"{value}" is not unique; enter the full path (e.g. parent/name)',
  'sms.text':
    'Your verification code is {code}; it is valid for {minutes} minutes. Do not share it.',
  'sms.tooOften': 'Codes are sent too often; try again in {seconds} seconds',
  'sms.hourlyLimit': 'This phone has had too many codes this hour; try again later',
  'sms.codeInvalid': 'The SMS code is wrong or has expired; request a new one',
  'register.loginNameTaken': 'The login name {loginName} is already taken',
  'register.phoneTaken': 'The phone {phone} is already registered; sign in or recover the password',
  'register.roleNotAllowed': 'The chosen role is not open to registration',
  'register.deptNotAllowed': 'The chosen department does not exist',
  'register.companyUnknown': 'The company to register with does not exist',
  'register.tooManyChecks': 'Too many lookups; try again later',
  'profile.tooManyConfigKeys': 'At most {max} personal settings can be kept',
  'member.noAccount': 'Member {name} has no sign-in account (looked up by phone)',
  'profile.notSelf': 'You can only change your own information',
  'profile.notMember': 'Only members can change their name in the personal centre',
  'profile.loginNameFixed':
    'The login name cannot be changed in the personal centre; ask an administrator',
  'dataMenu.projectByKind': 'Project library by project kind',
  'dataMenu.projectByArea': 'Project library by region',
  'cms.categoryCodeTaken': 'The category code {code} is already used by another category',
  'cms.categoryCycle': 'A category cannot be moved under itself or one of its sub-categories',
  'cms.categoryHasChildren': 'This category has sub-categories; delete or move them first',
  'cms.categoryHasArticles':
    'This category still holds {count} articles; delete or move them first',
  'cms.coverNotImage': 'coverImageId: the cover must be an image attachment',
  'footprint.type.0': 'Other',
  'footprint.type.10': 'Business',
  'footprint.type.20': 'Opportunities',
  'footprint.type.30': 'Contracts',
  'footprint.type.40': 'Full-process consulting',
  'footprint.type.50': 'Finance',
  'footprint.type.60': 'Human resources',
  'footprint.type.70': 'Administration',
  'footprint.type.80': 'Statistics',
  'footprint.type.90': 'Safety',
  'footprint.type.100': 'Configuration',
  'quality.checkUnavailable': 'The check {check} is not available yet; choose other checks',
  'projectFile.attachedElsewhere':
    'The file {name} already belongs to another record; upload it again to add it to the project',
  'projectFile.notArchive': 'The file {name} is not a zip archive; choose a .zip file',
  'projectFile.brokenArchive':
    'The archive {name} cannot be read (damaged or not a standard zip); compress it again and upload it',
  'projectFile.compareTooFew': 'Choose 2 to 6 different projects to compare',
  'projectFile.priceNoHeader':
    'Sheet {sheet} of the price list has no header: the first 30 rows need a 名称 (name) and a 单价 (price, 价格, 含税价 or 市场价) column',
  'projectFile.priceNoName': 'Row {row} has no material name',
  'projectFile.entryMissing': 'The archive has no entry {name}; choose from its contents again',
  'projectFile.archiveEmpty': 'The archive {name} holds no files',
  'projectFile.priceBad': 'The price “{value}” in row {row} is not a number of at least 0',
  'quality.unknownRule': 'key: there is no rule {key}; choose one from the rule table',
  'quality.minAboveMax':
    '{field}: row {row} has a lower limit {min} above its upper limit {max}; correct it and save again',
  'finance.statement.sheetMissing': 'The file has no sheet number {sheet}; choose another sheet',
  'finance.statement.noHeader':
    'No statement header was found: the first 60 rows should hold column titles such as 交易日期 (date) and 收入金额/支出金额 (income/payment) or 交易金额 (amount); check the file or set the header row and columns yourself',
  'finance.statement.columnsMissing':
    'The header lacks required columns: {columns}; check the header or set these columns yourself',
  'finance.statement.noLines':
    'There are no statement lines below the header; check that the right sheet is chosen',
  'finance.statement.dateMissing':
    'The date is empty but the row has an amount: enter the date (e.g. 2024/05/01) or delete the row',
  'finance.statement.badDate':
    '{column} "{value}" is not a valid date; expected a date such as 2024/05/01, 20240501, 2024-05-01 10:30:00 or 2024年5月1日',
  'finance.statement.badTime':
    '{column} "{value}" is not a valid time; expected a time such as 10:30:00 or 103000',
  'finance.statement.badAmount':
    '{column} "{value}" is not a valid amount; expected a number such as 1234.56 (thousands commas and ¥ are allowed)',
  'finance.statement.bothAmounts':
    'Both income {income} and payment {pay} are filled: a line is either income or payment; keep one or split it into two lines',
  'finance.statement.noAmount':
    'Income and payment are both empty or 0: enter one of them or delete the row',
  'finance.statement.directionMissing':
    'The direction is empty: enter 借/贷, 收/支, 收入/支出, 转入/转出 or D/C',
  'finance.statement.badDirection':
    '{column} "{value}" is not a known direction; expected 借/贷, 收/支, 收入/支出, 转入/转出 or D/C',
  'finance.statement.balanceMissing':
    'The balance is empty: the file has a balance column, so every line needs its balance after the transaction',
  'finance.statement.balanceBreak':
    'Row {row} breaks the balance: previous balance {previous} + income {income} − payment {pay} should give {expected}, but the row shows {actual} (difference {difference}); check for missing or repeated lines before it or a wrong balance',
  // ── Bonus (modules/finance/bonus) ──
  'bonus.rule.rateRange': 'The bonus rate must be above 0 and at most 1 (now {rate})',
  'bonus.rule.coefficientRange':
    'The coefficient range must satisfy 0 < minimum ≤ maximum ≤ 2 (now {min}–{max})',
  'bonus.rule.splitRange': 'The share of {part} must be between 0 and 1 (now {value})',
  'bonus.rule.roleSplitSum': 'The role shares must add up to 100% (now {sum}%)',
  'bonus.rule.stageSplitSum': 'The stage shares must add up to 100% (now {sum}%)',
  'wf.stale': 'Someone else handled this flow just now; refresh and try again',
  'wf.taskDone': 'This task is already handled or does not exist',
  'wf.notRunning': 'The flow has ended; nothing more can be done',
  'wf.withdrawRefused': 'A later step has acted; the flow can no longer be withdrawn',
  'wf.delegated': 'The task is delegated; the delegate must handle it first',
  'wf.engine': 'The flow could not proceed: {detail}',
  'wf.modelInvalid': 'The flow model is invalid and cannot be deployed: {problems}',
  'wf.keyTaken': 'The flow key {key} is already in use',
  'wf.unknownCategory': 'The flow category does not exist',
  'wf.noDefinition': 'The flow {key} has not been deployed',
  'wf.startRoleRefused':
    'Your roles may not start the flow “{name}”; ask an administrator to allow it under Flow start roles',
  'wf.withdrawDisabled': 'This flow’s settings do not allow withdrawing',
  'wf.opinionRequired': 'Please enter an approval opinion',
  'wf.rejectPreviousOnly': 'This flow can only be rejected to the previous step',
  'wf.rejectStartOnly': 'This flow can only be rejected to the applicant',
  'wf.unknownStep': 'The latest version of flow {key} has no step {step}',
  'form.notFound': 'The form does not exist or was deleted',
  'form.displayUnknown':
    'Form not found: give a form ID, a form code or the key of a flow bound to a form ({what})',
  'form.codeTaken': 'The form code {code} is already used by another form',
  'form.invalid': '{message}',
  'form.noProcess': 'The form “{name}” is not bound to a flow and cannot be submitted for approval',
  'form.flowRunning': 'The approval flow of this record is running; it cannot be submitted again',
  'form.deleteRefused':
    'This record was submitted for approval (the flow is running or finished) and cannot be deleted',
  'form.editRefused':
    'This record was submitted for approval; change it from the flow’s to-do task',
  'form.taskMismatch': 'The task does not belong to this record',
  'form.tree.parentUnknown': '“{label}” must be the id of a record of this form',
  'form.tree.cycle': 'The parent record cannot be the record itself or one of its children',
  'form.tree.hasChildren': 'This record has {count} child records; delete or move them first',
  'form.versionUnknown': 'Form “{name}” has no version {version}',
  'form.value.required': 'Fill in “{label}”',
  'form.value.text': '“{label}” must be text',
  'form.value.maxLength': '“{label}” is at most {max} characters',
  'form.value.markup': '“{label}” must not contain < or >',
  'form.value.pattern': '“{label}” is not in the expected format',
  'form.value.patternMessage': '“{label}”: {text}',
  'form.value.number': '“{label}” must be a number',
  'form.value.scale': '“{label}” has at most {scale} decimals',
  'form.value.min': '“{label}” must be at least {min}',
  'form.value.max': '“{label}” must be at most {max}',
  'form.value.date': '“{label}” must be a date as YYYY-MM-DD',
  'form.value.datetime': '“{label}” must be a time as YYYY-MM-DD HH:mm:ss',
  'form.value.option': '“{label}”: the option {value} does not exist',
  'form.value.dept': '“{label}”: the chosen department does not exist',
  'form.value.user': '“{label}”: the chosen person does not exist',
  'form.value.attachment':
    '“{label}”: an attachment does not exist or was deleted; upload it again',
  'form.value.list': '“{label}” must be a list',
  'form.value.tooMany': '“{label}” holds at most {max} items',
  'form.value.row': 'Row {row}: {text}',
  'bonus.rule.stageSplitsRequired':
    'A whole-process rule needs the shares of the tender, construction and settlement stages',
  'bonus.rule.holdbackRange': 'The hold-back must be at least 0 and below 1 (now {rate})',
  'bonus.calc.coefficientOutside':
    'The coefficient {coefficient} is outside the range {min}–{max} the rule allows',
  'bonus.calc.noMembers':
    'The contract has no members to share the bonus: enter its members and their roles first',
  'bonus.calc.badWeight': 'A member weight cannot be negative (now {weight})',
  'bonus.calc.badAmount': '{field}: {value} is not a valid number',
  'bonus.calc.noRule':
    'There is no enabled bonus rule for business type {type} in this period; set one up first',
  'bonus.calc.ruleMismatch': "The chosen rule's business type differs from the contract's ({type})",
  'bonus.calc.periodOverlap':
    'The bonus of this contract was already calculated for {from} to {to}; periods cannot overlap',
  'bonus.calc.noReceipts':
    'The contract received nothing in the chosen period, so there is no bonus to calculate',
  'bonus.calc.notDraft': 'Only a draft calculation can be confirmed or deleted',
  'bonus.calc.locked': 'This calculation is paid in full and can no longer be adjusted',
  'bonus.adjust.badMove':
    'Choose two different parts of the same calculation and an amount above 0 with at most 2 decimals',
  'bonus.adjust.belowPaid':
    'Moving {amount} would leave less than the {paid} already paid of that part',
  'bonus.template.duplicateType': 'The business type {type} appears twice in the template',
  'bonus.template.nameTaken': 'The bonus template {name} already exists',
  'bonus.entrust.samePerson': 'The principal and the agent cannot be the same person',
  'bonus.entrust.endBeforeStart': 'The end date cannot be before the start date',
  'bonus.pay.notConfirmed': 'Confirm the calculation before paying its bonus',
  'bonus.pay.nothingPayable':
    'Nothing is payable on the chosen parts (already paid, or held back until the contract is finished)',
  'objectives.childrenMismatch.contract':
    'Contract amount: the departments under {department} add up to {sum} yuan, not its own target of {annual} yuan (difference {difference} yuan); a parent department’s target must equal its children’s sum, or be left empty to take their sum',
  'objectives.childrenMismatch.production':
    'Production value: the departments under {department} add up to {sum} yuan, not its own target of {annual} yuan (difference {difference} yuan); a parent department’s target must equal its children’s sum, or be left empty to take their sum',
  'objectives.childrenMismatch.receipt':
    'Receipts: the departments under {department} add up to {sum} yuan, not its own target of {annual} yuan (difference {difference} yuan); a parent department’s target must equal its children’s sum, or be left empty to take their sum',
  'objectives.childrenMismatch.profit':
    'Profit: the departments under {department} add up to {sum} yuan, not its own target of {annual} yuan (difference {difference} yuan); a parent department’s target must equal its children’s sum, or be left empty to take their sum',
  'objectives.totalMismatch.contract':
    'Contract amount: the departments add up to {sum} yuan, not the company target of {total} yuan (difference {difference} yuan); adjust the department or company targets',
  'objectives.manualMismatch.contract':
    '{department}: the 12 months of the manual contract amount split add up to {sum} yuan, not the yearly target of {annual} yuan',
  'objectives.totalMismatch.production':
    'Production value: the departments add up to {sum} yuan, not the company target of {total} yuan (difference {difference} yuan); adjust the department or company targets',
  'objectives.manualMismatch.production':
    '{department}: the 12 months of the manual production value split add up to {sum} yuan, not the yearly target of {annual} yuan',
  'objectives.totalMismatch.receipt':
    'Receipts: the departments add up to {sum} yuan, not the company target of {total} yuan (difference {difference} yuan); adjust the department or company targets',
  'objectives.manualMismatch.receipt':
    '{department}: the 12 months of the manual receipts split add up to {sum} yuan, not the yearly target of {annual} yuan',
  'objectives.totalMismatch.profit':
    'Profit: the departments add up to {sum} yuan, not the company target of {total} yuan (difference {difference} yuan); adjust the department or company targets',
  'objectives.manualMismatch.profit':
    '{department}: the 12 months of the manual profit split add up to {sum} yuan, not the yearly target of {annual} yuan',
  'objectives.allDepartmentsRequired':
    'Setting, issuing and adjusting objectives needs data rights for every department',
  'objectives.locked': 'The {year} objectives are issued and locked: use Adjust and give a reason',
  'objectives.notIssued':
    'The {year} objectives are still a draft: change and save them directly, no adjustment needed',
  'objectives.noPlan': 'There are no objectives for {year} yet: set and save them first',
  'objectives.alreadyIssued': 'The {year} objectives are already issued',
  'objectives.emptyPlan': 'The {year} plan has no department targets and cannot be issued',
  'objectives.departmentUnknown':
    'Department {departmentId} does not exist: refresh and choose again',
  'objectives.duplicate': '{department} has the same measure twice',
  'objectives.manualMissing': '{department} uses a manual split: enter the 12 monthly amounts',
  'objectives.noChange': 'The adjustment changes no target: nothing to save',
  'objectives.progress.contractUnknown':
    'Contract {contractId} does not exist or you have no rights for its department',
  'objectives.progress.duplicate': 'Contract {code} is listed twice',
  'objectives.progress.beforeSigning':
    'Contract {code} was signed in {signed}: no progress can be declared for {month}',
  'objectives.progress.belowPrevious':
    'Contract {code}: cumulative progress {progress}% is below the {previous}% declared before; it cannot go back',
  'objectives.progress.aboveNext':
    'Contract {code}: cumulative progress {progress}% is above the {next}% declared for {month}; change the later month first',
};

const es: Catalogue = {
  'sales.stage.closed': 'Una oportunidad ganada o perdida ya no puede cambiar de etapa',
  'sales.stage.same': 'La oportunidad ya está en esta etapa; elija otra',
  'sales.stage.lostReason': 'Indique por qué se perdió la oportunidad',
  'sales.stage.contractRequired': 'Elija el contrato con el que se ganó esta oportunidad',
  'sales.stage.backReason': 'Indique un motivo para devolver la oportunidad a una etapa anterior',
  'sales.stage.contractCustomer':
    'El contrato {code} es de otro cliente; elija uno del cliente de esta oportunidad',
  'sales.stage.contractTaken':
    'El contrato {code} ya está vinculado a la oportunidad «{name}»; elija otro contrato',
  'sales.opportunity.closed': 'Una oportunidad ganada o perdida ya no se puede editar',
  'sales.opportunity.wonLocked': 'Una oportunidad ganada no se puede eliminar',
  'sales.plan.closed': 'Este elemento del plan está hecho o cancelado y ya no se puede cambiar',
  'sales.plan.resultRequired': 'Indique el resultado para marcar el elemento como hecho',
  'error.validation': '{field}: {message}',
  'error.badRequest': 'La solicitud no tiene un formato válido',
  'error.unauthenticated': 'Su sesión ha terminado; inicie sesión de nuevo',
  'error.forbidden': 'No tiene permiso para realizar esta acción',
  'error.notFound': 'No existe la API: {path}',
  'error.internal': 'Error interno del servidor; inténtelo más tarde',
  'auth.captchaInvalid': 'El captcha es incorrecto o ha caducado; actualícelo e inténtelo de nuevo',
  'auth.badCredentials': 'Usuario o contraseña incorrectos; quedan {remaining} intentos',
  'auth.locked': 'Demasiados intentos fallidos; la cuenta está bloqueada hasta las {until}',
  'auth.oldPasswordWrong': 'La contraseña anterior no es correcta',
  'auth.samePassword': 'La nueva contraseña debe ser distinta de la anterior',
  'qr.invalid': 'El código QR ha caducado o ya se ha usado; actualícelo y vuelva a escanearlo',
  'login.tooManyRequests': 'Demasiadas solicitudes; inténtelo más tarde',
  'sso.disabled': 'El inicio de sesión único no está habilitado',
  'sso.stateInvalid':
    'La solicitud de inicio de sesión único no es válida o ha caducado; inicie sesión de nuevo',
  'sso.refused': 'El proveedor de identidad rechazó el inicio de sesión',
  'sso.exchangeFailed': 'No se pudo completar el inicio de sesión único; inténtelo más tarde',
  'sso.unknownUser':
    'Su cuenta de inicio de sesión único no tiene usuario en este sistema; contacte con el administrador',
  'online.kickSelf': 'No puede cerrar su propia sesión de esta manera',
  'auth.companyDisabled':
    'Esta empresa está deshabilitada; póngase en contacto con el administrador de la plataforma',
  'saas.gradeNameTaken': 'Ya existe un nivel de usuario llamado {name}',
  'saas.gradeInUse': '{count} empresas todavía tienen este nivel; cámbielas primero a otro nivel',
  'saas.companyCodeTaken': 'El código de empresa {code} ya está en uso',
  'saas.adminRequired':
    'Una empresa nueva necesita el nombre de inicio de sesión y la contraseña de su administrador',
  'saas.platformFixed':
    'El operador de la plataforma no se puede deshabilitar ni recibir un nivel de usuario',
  'saas.logoNotImage':
    '{field}: elija una imagen adjunta subida por esta empresa (jpg, png, gif, bmp, webp)',
  'menu.buttonsNeedPage': 'Solo se pueden crear botones para un menú de página',
  'club.nameTaken': 'Ya existe un club llamado {name}',
  'excel.rowsInError':
    '{rows} filas tienen errores, así que no se importó nada; corríjalas según el informe de errores e importe de nuevo',
  'record.notFound': 'El registro no existe o ha sido eliminado',
  'record.unknownReference': '{field}: el registro elegido no existe',
  'dept.hasChildren': 'El departamento tiene subdepartamentos; elimínelos o muévalos primero',
  'dept.hasUsers': 'El departamento aún tiene {count} personas; muévalas primero',
  'dept.cycle':
    'Un departamento no puede moverse bajo sí mismo ni bajo uno de sus subdepartamentos',
  'menu.hasChildren': 'El menú tiene submenús o botones; elimínelos primero',
  'menu.cycle': 'Un menú no puede moverse bajo sí mismo ni bajo uno de sus descendientes',
  'user.loginNameTaken': 'El nombre de inicio de sesión {loginName} ya está en uso',
  'user.passwordRequired': 'password: establezca una contraseña para el nuevo usuario',
  'user.deleteSelf': 'No puede eliminar el usuario con el que ha iniciado sesión',
  'user.deleteBuiltInAdmin': 'El administrador integrado no se puede eliminar',
  'user.builtInAdminKeepsRole':
    'El administrador integrado conserva el rol de administrador y su nombre de inicio de sesión',
  'role.codeTaken': 'El código de rol {code} ya existe',
  'role.adminProtected': 'El rol de administrador no se puede eliminar ni cambiar su código',
  'role.adminSelfRegister': 'El rol de administrador no puede estar abierto al registro',
  'role.sameRole': 'Los roles de origen y destino deben ser distintos',
  'area.hasChildren': 'El área tiene áreas por debajo; elimínelas primero',
  'area.hasMembers': 'El área aún tiene {count} socios; muévalos primero',
  'area.cycle': 'Un área no puede moverse bajo sí misma ni bajo una de sus áreas inferiores',
  'cost.node.singleParent': 'Una obra individual solo puede estar bajo el proyecto de construcción',
  'cost.node.unitParent': 'Una obra unitaria solo puede estar bajo una obra individual',
  'cost.node.divisionParent': 'Un capítulo solo puede estar bajo una obra unitaria u otro capítulo',
  'cost.node.levelFixed': 'El nivel de un nodo no puede cambiar: cree un nodo nuevo y elimine este',
  'cost.node.rootFixed': 'El nodo del proyecto de construcción no se puede mover',
  'cost.node.cycle': 'Un nodo no puede moverse bajo sí mismo ni bajo uno de sus nodos inferiores',
  'cost.node.notUnit': 'Elija una obra unitaria',
  'cost.import.needSingle':
    'Para importar partidas, elija una obra individual: la obra unitaria irá bajo ella',
  'cost.import.needUnit':
    'Para importar materiales, elija la obra unitaria cuyos precios actualizar',
  'cost.import.rowErrors':
    'El archivo tiene {count} errores y no se importó nada: corrija las filas indicadas e impórtelo de nuevo',
  'cost.material.notInProject':
    'Ninguna partida del proyecto usa un material con código {code}: actualice el resumen de materiales e inténtelo de nuevo',
  'cost.material.catalogueUnknown':
    'El catálogo de materiales no tiene el código {code}: elija uno del catálogo',
  'cost.material.notConvertible': '{from} no se convierte a {to} por sí solo: indique el factor',
  'cost.rules.catalogueInUse':
    'El material {code} lo usan {count} codificaciones de materiales de proyectos: quítelas antes de eliminarlo',
  'cost.rules.factorName':
    'El proyecto no tiene el factor {code} y su tipo no le da valor por defecto: indique el nombre del factor',
  'cost.rules.controlSelf':
    'El proyecto de precio de control no puede ser el proyecto revisado: elija otro proyecto',
  'cost.subject.unknown': 'No existe la partida {code}: elija una del árbol de partidas',
  'cost.subject.spliceSubject':
    'Las partidas a unir deben estar en la misma partida del modelo: clasifíquelas igual primero',
  'cost.subject.spliceUnit': 'Las partidas a unir deben tener la misma unidad: {units}',
  'cost.subject.spliceTaken':
    'La partida {code} ya está unida en «{name}»: anule esa unión primero',
  'cost.subject.spliceCount': 'Una unión necesita al menos dos partidas',
  'cost.subject.spliceBroken':
    'Las partidas de esta unión ya no están en una misma partida del modelo: anule la unión primero',
  'cost.subject.spliceKeepTwo':
    'La unión «{name}» debe conservar al menos dos partidas: para deshacerla entera, anule la unión',
  'cost.subject.inSplice':
    'La partida {code} está en la unión «{name}»: sáquela de la unión primero',
  'cost.subject.alreadyIn': 'Las partidas {codes} ya están en {subject}',
  'cost.subject.notInSubject':
    'Las partidas {codes} no están en ninguna partida del modelo: añádalas primero',
  'cost.subject.editSplice':
    'La cantidad y las normas de una unión son la suma de sus partidas: edite sus partidas',
  'cost.subject.noNorm': 'No existe la norma {index} (hay {count}): actualice e inténtelo de nuevo',
  'cost.billModel.notPlaced':
    'La partida {code} no tiene modelo de partida: asígnele primero un modelo',
  'cost.billModel.unknownAttr':
    'El modelo de partida «{model}» no tiene la característica «{names}»: elija entre las características del modelo',
  'cost.billModel.fixedValue':
    'La característica «{name}» tiene el valor fijo «{value}» y no admite otro: cambie primero el valor fijo del modelo',
  'cost.billModel.billsMissing':
    '{count} partidas no existen o se han eliminado: actualice e inténtelo de nuevo',
  'cost.fee.invalid': 'La base de cálculo no es válida y no se guardó nada: {message}',
  'cost.fee.inUse': 'El código {code} lo usa la base de «{name}»; cambie esa fila primero',
  'cost.fee.unknownSymbol': 'Código de coste desconocido: {symbol}',
  'cost.fee.parentNotInUnit': 'La fila superior pertenece a otra obra unitaria',
  'cost.kind.notLeaf':
    '«{name}» no es un tipo del último nivel: elija uno del tercer nivel (función)',
  'cost.kind.missing': 'El proyecto aún no tiene tipo: elíjalo primero en las características',
  'cost.feature.invalid': 'Las características tienen {count} errores y no se guardó nada: {first}',
  'cost.feature.divisionNode':
    'Los capítulos no tienen características: elija una obra o una obra unitaria',
  'cost.nodeInfo.level': 'Solo las obras y las obras unitarias tienen información técnica',
  'cost.projectTree.badNode':
    '{count} nodos no son obras ni obras unitarias de este proyecto; no se guardó nada',
  'cost.projectTree.nameTaken': 'Ya existe un grupo llamado «{name}» en este nivel',
  'cost.projectTree.intoItself':
    'Un grupo no puede arrastrarse dentro de sí mismo ni de sus subgrupos',
  'cost.projectTree.dragNothing': 'Indique a qué grupo se arrastra el nodo o de cuál sale',
  'cost.authorize.duplicate': 'Cada persona autorizada solo puede figurar una vez',
  'cost.authorize.unknownUser':
    '{count} personas autorizadas no son usuarios de su empresa; no se guardó nada',
  'cost.authorize.denied':
    'No figura en la lista de auditoría del proyecto «{name}»: pida autorización al responsable',
  'cost.factor.inUse': 'El factor {code} lo usa la fórmula de «{name}»; cambie esa fórmula primero',
  'cost.factor.noDefaults': 'El tipo del proyecto no tiene factores por defecto: añádalos a mano',
  'cost.factor.importRows': 'El archivo tiene {count} errores; no se importó ningún factor',
  'cost.feetool.duplicate': 'Ya existe una base de costes «{name}» para esta zona y año',
  'cost.feetool.invalid': 'La base de cálculo no es válida y no se guardó nada: {message}',
  'cost.feetool.inUse': 'El código {code} lo usa «{name}»; cambie esa fila primero',
  'cost.feetool.noParent': 'No existe el código padre {code}',
  'cost.feetool.empty': 'La base de costes «{name}» aún no tiene filas',
  'finance.account.noTaken': 'El número de cuenta bancaria {accountNo} ya existe',
  'finance.account.hasRows': 'La cuenta tiene {count} movimientos bancarios y no se puede eliminar',
  'finance.account.openingLocked':
    'La cuenta ya tiene movimientos: su saldo y fecha iniciales ya no pueden cambiar',
  'finance.import.rowErrors':
    'El extracto tiene {count} problemas y no se importó nada: corrija las filas indicadas e impórtelo de nuevo',
  'finance.claim.notIncome': 'Solo se pueden reclamar movimientos de ingreso',
  'profits.subjectUnknown':
    'La categoría de gasto «{subject}» no está en el diccionario de categorías: elija una de la lista o añádala antes al diccionario',
  'profits.departmentNotAllowed':
    'No tiene derechos sobre los datos de este departamento: solo puede registrar costes de los departamentos que puede ver',
  'finance.claim.notNeeded': 'Este movimiento está marcado como sin reclamación',
  'finance.claim.exceeds': 'El importe supera los {remaining} yuanes pendientes de este movimiento',
  'finance.claim.hasClaims': 'Este movimiento tiene reclamaciones; anúlelas primero',
  'finance.claim.notFromBank':
    'Este cobro no se reclamó de un movimiento bancario y no puede anularse aquí',
  'fundCompare.alreadyMatched':
    'Este cobro ya está asociado a un movimiento bancario; deshaga la asociación primero',
  'fundCompare.notMatched': 'Este cobro no está asociado a ningún movimiento bancario',
  'fundCompare.priceNotApproved':
    'La solicitud de precio {code} no está aprobada; no se puede firmar un contrato con ella',
  'fundCompare.priceUsed':
    'La solicitud de precio {code} ya se usó para un contrato; cada solicitud solo puede usarse una vez',
  'fundCompare.codeTaken': 'El número de contrato {code} ya existe; elija otro número',
  'invoicing.apply.notEditable':
    'La solicitud de factura {code} ya se envió o tramitó y no puede modificarse ni eliminarse',
  'followaudit.period.locked':
    'El periodo {period} está presentado o aprobado y no se puede cambiar; para ajustarlo, el aprobador debe devolverlo primero',
  'followaudit.period.openExists':
    'El periodo {period} aún no está aprobado; el siguiente periodo se podrá añadir cuando se apruebe',
  'followaudit.period.notAfter': 'El nuevo periodo debe ser posterior al último, {latest}',
  'followaudit.measure.overNeedsReason':
    'Partida {code}: la cantidad aprobada acumulada {cumulative} supera la cantidad del contrato {contract} ({percent}%); indique el motivo (modificación / exceso)',
  'followaudit.measure.duplicateItem': 'La partida {code} aparece dos veces; deje una sola fila',
  'followaudit.pay.exceedsLimit':
    'El pago acumulado de {paidTotal} yuanes superaría el importe aprobado acumulado × proporción de pago ({limit} yuanes); en este periodo se pueden pagar como máximo {maximum} yuanes',
  'followaudit.pay.wrongStatus':
    'La aprobación de pago del periodo {period} ha cambiado entretanto; actualice e inténtelo de nuevo',
  'followaudit.item.measured': 'La partida {code} tiene mediciones y no se puede eliminar',
  'followaudit.item.priceLocked':
    'La partida {code} está medida en un periodo presentado o aprobado; su precio unitario ya no puede cambiar',
  'paymentCycle.totalMismatch':
    'Los hitos de pago suman {total} yuanes, no el importe del contrato de {amount} yuanes (diferencia {difference} yuanes); ajuste los porcentajes o importes',
  'paymentCycle.ratioOver': 'Los porcentajes de pago suman {sum}, más de 1 (100 %); ajústelos',
  'paymentCycle.dateOrder':
    'Los hitos de pago deben ir en orden de fecha: {date} es anterior al hito previo',
  'followaudit.project.hasSubmitted':
    'El periodo {period} ya se presentó a aprobación; el proyecto conserva sus mediciones y pagos y no se puede eliminar',
  'followaudit.period.notDraft':
    'El periodo {period} está presentado o aprobado y no se puede eliminar; solo se puede eliminar un periodo en borrador',
  'followaudit.project.noCostProject':
    'Este proyecto de auditoría no está vinculado a un proyecto de costes, así que no hay partidas que copiar; elija primero un proyecto de costes',
  'invoicing.apply.wrongStatus':
    'La solicitud de factura {code} ha cambiado entretanto; actualice e inténtelo de nuevo',
  'invoicing.apply.exceedsContract':
    'El importe de {amount} yuanes supera los {available} yuanes pendientes de facturar del contrato ({contractAmount} yuanes); para facturar por encima, marque «sobrefacturación» e indique el motivo',
  'invoicing.apply.invoiceNoTaken': 'El número de factura {invoiceNo} ya está registrado; revíselo',
  'certificate.numberTaken':
    'El certificado número {certNo} ya está registrado a nombre de {userName} (los números no se repiten en un tipo)',
  'einvoice.duplicate':
    'La factura {invoiceNo} se registró el {date} por {who} ({reference}); no puede registrarse ni reembolsarse dos veces',
  'einvoice.duplicateIssued':
    'La factura {invoiceNo} se emitió con la solicitud {code} el {date}; no puede registrarse dos veces',
  'einvoice.issuedReadOnly':
    'Esta factura se emitió con una solicitud de facturación: modifíquela o anúlela allí',
  'einvoice.fileType': 'El archivo de la factura debe ser PDF, OFD o XML (se recibió {suffix})',
  'einvoice.importRows': 'El archivo tiene {count} errores; no se importó ninguna factura',
  'invoicing.apply.issuedBeforeApplied':
    'La fecha de factura no puede ser anterior a la de solicitud {appliedDate}',
  'invoicing.apply.redBeforeIssue':
    'La fecha de la factura rectificativa no puede ser anterior a la de la factura original {issuedDate}',
  'invoicing.approval.notEditable':
    '{code} ya se envió o aprobó y no puede modificarse ni eliminarse',
  'invoicing.approval.wrongStatus': '{code} ha cambiado entretanto; actualice e inténtelo de nuevo',
  'invoicing.approval.ownRequest':
    'No puede aprobar su propia solicitud; debe tramitarla otro aprobador',
  'invoicing.price.noRates':
    'Este tipo de negocio aún no tiene tabla de tarifas; no se puede calcular el honorario orientativo',
  'invoicing.price.reasonNeeded':
    'El honorario ofertado es inferior al orientativo de {guidanceFee} yuanes: indique el motivo antes de enviarlo',
  'invoicing.loan.notApproved':
    'El préstamo {code} no está aprobado; no se puede registrar una devolución',
  'invoicing.loan.repaidBeforeLoan':
    'La fecha de devolución no puede ser anterior a la del préstamo {loanDate}',
  'invoicing.loan.exceedsOutstanding': 'La devolución supera los {outstanding} yuanes pendientes',
  'finance.import.accountMismatch':
    'El extracto es de la cuenta {fileNo}, no de la cuenta elegida {accountNo}: elija la cuenta correcta',
  'finance.import.nextBreak':
    'La fila {row} (la última) no enlaza con el movimiento guardado del {dateTime}: su saldo debería ser {expected} y es {actual}; compruebe si faltan movimientos en el archivo',
  'memberLevel.nameTaken': 'El nivel de socio {name} ya existe',
  'memberLevel.inUse': '{count} socios aún tienen este nivel; cambie su nivel primero',
  'member.phoneTaken': 'El teléfono {phone} ya pertenece a otro socio',
  'dict.codeTaken': 'El código de diccionario {code} ya existe',
  'dict.valueTaken': 'El diccionario ya tiene una entrada con el valor {value}',
  'dict.hasItems': 'El diccionario aún tiene {count} entradas; elimínelas primero',
  'dict.hasChildren': 'La entrada tiene entradas por debajo; elimínelas primero',
  'dict.cycle': 'Una entrada no puede moverse bajo sí misma ni bajo una de sus entradas inferiores',
  'dict.notTree': 'Solo las entradas de un diccionario en árbol pueden tener una entrada superior',
  'param.reserved': 'El parámetro {key} pertenece a la gestión de ventanas; cámbielo allí',
  'dict.otherDictionary': 'Una entrada no puede pasar a otro diccionario',
  'dict.treeHasLevels': 'El diccionario en árbol tiene entradas anidadas y no puede ser una lista',
  'dict.tooDeep':
    'Un diccionario en árbol tiene como máximo {max} niveles; «{label}» no puede ir ahí',
  'dict.notTreeDictionary': 'El diccionario {code} no es un diccionario en árbol',
  'file.nothingToUpload': 'No hay archivos para subir.',
  'file.suffixNotAllowed': 'No se permiten archivos de tipo {suffix}; tipos permitidos: {allowed}',
  'file.suffixMissing': 'No se permiten archivos sin extensión; tipos permitidos: {allowed}',
  'file.zipName': 'adjuntos',
  'file.tooLarge': 'El archivo {name} supera el límite de {max} MB',
  'file.tooMany': 'Se pueden subir como máximo {max} archivos a la vez',
  'file.notOwner': 'Solo puede eliminar los adjuntos que subió usted',
  'file.notPreviewable': 'Solo se pueden previsualizar imágenes y archivos PDF',
  'file.missing': 'Falta el contenido del adjunto; súbalo de nuevo',
  'excel.suffix': 'Solo se pueden importar archivos .xlsx, .xls o .csv, no archivos {suffix}',
  'excel.suffixMissing':
    'Solo se pueden importar archivos .xlsx, .xls o .csv; este archivo no tiene extensión',
  'excel.legacyXls':
    'Los archivos de Excel 97-2003 (.xls) no se admiten; guárdelo como .xlsx en Excel e impórtelo de nuevo',
  'excel.unreadable':
    'No se puede leer el archivo; compruebe que es un archivo de Excel (.xlsx) o CSV',
  'excel.noSheet': 'El libro no tiene ninguna hoja que se pueda leer',
  'excel.sheetMissing': 'El libro no tiene la hoja número {sheet}',
  'excel.tooManyRows':
    'Se pueden importar como máximo {max} filas a la vez; divida el archivo e impórtelo por partes',
  'excel.nothingToImport': 'El archivo no tiene filas de datos que importar',
  'excel.columnMissing': 'Faltan columnas obligatorias: {titles}',
  'excel.mappingUnknown': 'colIndexMaps: la plantilla no tiene el campo {field}',
  'excel.mappingDuplicate': 'colIndexMaps: el campo {field} está asignado a más de una columna',
  'excel.codeTaken': 'El código de plantilla {code} ya existe',
  'excel.unknownTarget': 'target: no existe ningún destino de importación llamado {target}',
  'excel.unknownField': '{field}: el destino de importación no tiene el campo {name}',
  'excel.duplicateField': '{field}: el campo {name} aparece más de una vez en la plantilla',
  'excel.typeMismatch': '{field}: el campo {name} solo se puede leer como {type}',
  'excel.dictCodeRequired': '{field}: elija el diccionario de una columna de diccionario',
  'excel.row.cellError': 'La celda contiene el valor de error {value}',
  'excel.row.required': 'no puede estar vacío',
  'excel.row.tooLong': 'debe tener como máximo {max} caracteres',
  'excel.row.notNumber': '"{value}" no es un número válido',
  'excel.row.notInteger': '"{value}" no es un número entero',
  'excel.row.notDate': '"{value}" no es una fecha válida (p. ej. 2024-05-01)',
  'excel.row.notBoolean': 'escriba 是 (sí) o 否 (no)',
  'excel.row.notInDict': '"{value}" no es una opción del diccionario "{dict}"',
  'excel.row.duplicateInSheet': 'repite la fila {row}',
  'excel.row.exists': '"{value}" ya existe',
  'excel.row.invalidFormat': '"{value}" no tiene un formato válido',
  'excel.row.invalidMobile': 'no es un número de móvil válido',
  'excel.row.invalidEmail': 'no es una dirección de correo válida',
  'excel.row.weakPassword':
    'la contraseña necesita al menos 8 caracteres de dos tipos (letras, dígitos, símbolos)',
  'excel.row.markup': 'no puede contener < ni >',
  'excel.row.unknownRef': 'No se encontró "{value}"',
  'excel.row.ambiguousRef':
    '"{value}" no es único; escriba la ruta completa (p. ej. superior/nombre)',
  'sms.text':
    'Su código de verificación es {code}; es válido durante {minutes} minutos. No lo comparta.',
  'sms.tooOften':
    'Los códigos se envían con demasiada frecuencia; inténtelo de nuevo en {seconds} segundos',
  'sms.hourlyLimit': 'Este teléfono ha recibido demasiados códigos esta hora; inténtelo más tarde',
  'sms.codeInvalid': 'El código SMS es incorrecto o ha caducado; solicite uno nuevo',
  'register.loginNameTaken': 'El nombre de usuario {loginName} ya está en uso',
  'register.phoneTaken':
    'El teléfono {phone} ya está registrado; inicie sesión o recupere la contraseña',
  'register.roleNotAllowed': 'El rol elegido no está abierto al registro',
  'register.deptNotAllowed': 'El departamento elegido no existe',
  'register.companyUnknown': 'La empresa en la que registrarse no existe',
  'register.tooManyChecks': 'Demasiadas consultas; inténtelo más tarde',
  'profile.tooManyConfigKeys': 'Se pueden guardar como máximo {max} ajustes personales',
  'member.noAccount': 'El socio {name} no tiene cuenta de acceso (buscada por teléfono)',
  'profile.notSelf': 'Solo puede modificar su propia información',
  'profile.notMember': 'Solo los socios pueden cambiar su nombre en el centro personal',
  'profile.loginNameFixed':
    'El nombre de usuario no se puede cambiar en el centro personal; consulte a un administrador',
  'dataMenu.projectByKind': 'Biblioteca de proyectos por tipo de proyecto',
  'dataMenu.projectByArea': 'Biblioteca de proyectos por región',
  'cms.categoryCodeTaken': 'El código de sección {code} ya lo usa otra sección',
  'cms.categoryCycle': 'Una sección no puede moverse debajo de sí misma ni de sus subsecciones',
  'cms.categoryHasChildren': 'Esta sección tiene subsecciones; elimínelas o muévalas primero',
  'cms.categoryHasArticles':
    'Esta sección aún contiene {count} artículos; elimínelos o muévalos primero',
  'cms.coverNotImage': 'coverImageId: la portada debe ser un adjunto de imagen',
  'footprint.type.0': 'Otros',
  'footprint.type.10': 'Negocio',
  'footprint.type.20': 'Oportunidades',
  'footprint.type.30': 'Contratos',
  'footprint.type.40': 'Consultoría de proceso completo',
  'footprint.type.50': 'Finanzas',
  'footprint.type.60': 'Recursos humanos',
  'footprint.type.70': 'Administración',
  'footprint.type.80': 'Estadística',
  'footprint.type.90': 'Seguridad',
  'footprint.type.100': 'Configuración',
  'quality.checkUnavailable': 'La comprobación {check} aún no está disponible; elija otras',
  'projectFile.attachedElsewhere':
    'El archivo {name} ya pertenece a otro registro; súbalo de nuevo para añadirlo al proyecto',
  'projectFile.notArchive': 'El archivo {name} no es un archivo zip; elija un archivo .zip',
  'projectFile.brokenArchive':
    'No se puede leer el archivo comprimido {name} (dañado o no es un zip estándar); comprímalo de nuevo y súbalo',
  'projectFile.compareTooFew': 'Elija de 2 a 6 proyectos distintos para comparar',
  'projectFile.priceNoHeader':
    'La hoja {sheet} de la lista de precios no tiene encabezado: las 30 primeras filas deben tener una columna 名称 (nombre) y otra 单价 (precio, 价格, 含税价 o 市场价)',
  'projectFile.priceNoName': 'La fila {row} no tiene nombre de material',
  'projectFile.entryMissing':
    'El archivo comprimido no contiene {name}; elija de nuevo entre su contenido',
  'projectFile.archiveEmpty': 'El archivo comprimido {name} no contiene archivos',
  'projectFile.priceBad':
    'El precio «{value}» de la fila {row} no es un número mayor o igual que 0',
  'quality.unknownRule': 'key: no existe la regla {key}; elija una de la tabla de reglas',
  'quality.minAboveMax':
    '{field}: la fila {row} tiene un límite inferior {min} mayor que el superior {max}; corríjalo y guarde de nuevo',
  'finance.statement.sheetMissing': 'El archivo no tiene la hoja número {sheet}; elija otra hoja',
  'finance.statement.noHeader':
    'No se encontró el encabezado del extracto: las primeras 60 filas deben contener títulos como 交易日期 (fecha) y 收入金额/支出金额 (ingreso/pago) o 交易金额 (importe); revise el archivo o indique la fila de encabezado y las columnas',
  'finance.statement.columnsMissing':
    'Al encabezado le faltan columnas obligatorias: {columns}; revíselo o indique esas columnas',
  'finance.statement.noLines':
    'No hay movimientos debajo del encabezado; compruebe que ha elegido la hoja correcta',
  'finance.statement.dateMissing':
    'La fecha está vacía pero la fila tiene importe: indique la fecha (p. ej. 2024/05/01) o elimine la fila',
  'finance.statement.badDate':
    '{column} «{value}» no es una fecha válida; se espera una fecha como 2024/05/01, 20240501, 2024-05-01 10:30:00 o 2024年5月1日',
  'finance.statement.badTime':
    '{column} «{value}» no es una hora válida; se espera una hora como 10:30:00 o 103000',
  'finance.statement.badAmount':
    '{column} «{value}» no es un importe válido; se espera un número como 1234.56 (se admiten comas de millares y ¥)',
  'finance.statement.bothAmounts':
    'El ingreso {income} y el pago {pay} están ambos rellenos: un movimiento es ingreso o pago; deje uno o divídalo en dos filas',
  'finance.statement.noAmount':
    'El ingreso y el pago están vacíos o son 0: indique uno de ellos o elimine la fila',
  'finance.statement.directionMissing':
    'El sentido está vacío: indique 借/贷, 收/支, 收入/支出, 转入/转出 o D/C',
  'finance.statement.badDirection':
    '{column} «{value}» no es un sentido reconocido; se espera 借/贷, 收/支, 收入/支出, 转入/转出 o D/C',
  'finance.statement.balanceMissing':
    'El saldo está vacío: el archivo tiene columna de saldo, así que cada movimiento necesita su saldo posterior',
  'finance.statement.balanceBreak':
    'La fila {row} rompe la continuidad del saldo: saldo anterior {previous} + ingreso {income} − pago {pay} debería dar {expected}, pero la fila muestra {actual} (diferencia {difference}); busque movimientos que falten o se repitan antes de ella o un saldo erróneo',
  // ── Bonus (modules/finance/bonus) ──
  'bonus.rule.rateRange':
    'El porcentaje de la prima debe ser mayor que 0 y como máximo 1 (ahora {rate})',
  'bonus.rule.coefficientRange':
    'El rango del coeficiente debe cumplir 0 < mínimo ≤ máximo ≤ 2 (ahora {min}–{max})',
  'bonus.rule.splitRange': 'La parte de {part} debe estar entre 0 y 1 (ahora {value})',
  'bonus.rule.roleSplitSum': 'Las partes de los roles deben sumar 100 % (ahora {sum} %)',
  'bonus.rule.stageSplitSum': 'Las partes de las etapas deben sumar 100 % (ahora {sum} %)',
  'wf.stale': 'Otra persona acaba de tramitar este flujo; actualice e inténtelo de nuevo',
  'wf.taskDone': 'Esta tarea ya está tramitada o no existe',
  'wf.notRunning': 'El flujo ha terminado; no se puede hacer nada más',
  'wf.withdrawRefused': 'Un paso posterior ya actuó; el flujo no se puede retirar',
  'wf.delegated': 'La tarea está delegada; el delegado debe tramitarla primero',
  'wf.engine': 'El flujo no pudo continuar: {detail}',
  'wf.modelInvalid': 'El modelo de flujo no es válido y no se puede desplegar: {problems}',
  'wf.keyTaken': 'La clave de flujo {key} ya está en uso',
  'wf.unknownCategory': 'La categoría de flujo no existe',
  'wf.noDefinition': 'El flujo {key} no está desplegado',
  'wf.startRoleRefused':
    'Sus roles no pueden iniciar el flujo «{name}»; pida a un administrador que lo permita en Roles que inician flujos',
  'wf.withdrawDisabled': 'La configuración de este flujo no permite retirarlo',
  'wf.opinionRequired': 'Escriba una opinión de aprobación',
  'wf.rejectPreviousOnly': 'Este flujo solo se puede rechazar al paso anterior',
  'wf.rejectStartOnly': 'Este flujo solo se puede rechazar al solicitante',
  'wf.unknownStep': 'La última versión del flujo {key} no tiene el paso {step}',
  'form.notFound': 'El formulario no existe o se ha eliminado',
  'form.displayUnknown':
    'No se encuentra el formulario: indique su identificador, su código o la clave de un flujo vinculado a un formulario ({what})',
  'form.codeTaken': 'El código de formulario {code} ya lo usa otro formulario',
  'form.invalid': '{message}',
  'form.noProcess':
    'El formulario «{name}» no está vinculado a ningún flujo y no se puede enviar a aprobación',
  'form.flowRunning':
    'El flujo de aprobación de este registro está en curso; no se puede enviar de nuevo',
  'form.deleteRefused':
    'Este registro se envió a aprobación (el flujo está en curso o terminado) y no se puede eliminar',
  'form.editRefused':
    'Este registro se envió a aprobación; modifíquelo desde la tarea pendiente del flujo',
  'form.taskMismatch': 'La tarea no pertenece a este registro',
  'form.tree.parentUnknown':
    '«{label}» debe ser el identificador de un registro de este formulario',
  'form.tree.cycle':
    'El registro padre no puede ser el propio registro ni uno de sus descendientes',
  'form.tree.hasChildren':
    'Este registro tiene {count} registros hijos; elimínelos o muévalos primero',
  'form.versionUnknown': 'El formulario «{name}» no tiene la versión {version}',
  'form.value.required': 'Rellene «{label}»',
  'form.value.text': '«{label}» debe ser un texto',
  'form.value.maxLength': '«{label}» admite como máximo {max} caracteres',
  'form.value.markup': '«{label}» no puede contener < ni >',
  'form.value.pattern': '«{label}» no tiene el formato esperado',
  'form.value.patternMessage': '«{label}»: {text}',
  'form.value.number': '«{label}» debe ser un número',
  'form.value.scale': '«{label}» admite como máximo {scale} decimales',
  'form.value.min': '«{label}» debe ser como mínimo {min}',
  'form.value.max': '«{label}» debe ser como máximo {max}',
  'form.value.date': '«{label}» debe ser una fecha AAAA-MM-DD',
  'form.value.datetime': '«{label}» debe ser una hora AAAA-MM-DD HH:mm:ss',
  'form.value.option': '«{label}»: la opción {value} no existe',
  'form.value.dept': '«{label}»: el departamento elegido no existe',
  'form.value.user': '«{label}»: la persona elegida no existe',
  'form.value.attachment': '«{label}»: un adjunto no existe o se eliminó; súbalo de nuevo',
  'form.value.list': '«{label}» debe ser una lista',
  'form.value.tooMany': '«{label}» admite como máximo {max} elementos',
  'form.value.row': 'Fila {row}: {text}',
  'bonus.rule.stageSplitsRequired':
    'Una regla de proceso completo necesita las partes de las etapas de licitación, obra y liquidación',
  'bonus.rule.holdbackRange': 'La retención debe ser al menos 0 y menor que 1 (ahora {rate})',
  'bonus.calc.coefficientOutside':
    'El coeficiente {coefficient} está fuera del rango {min}–{max} que permite la regla',
  'bonus.calc.noMembers':
    'El contrato no tiene miembros entre los que repartir la prima: introduzca primero sus miembros y roles',
  'bonus.calc.badWeight': 'El peso de un miembro no puede ser negativo (ahora {weight})',
  'bonus.calc.badAmount': '{field}: {value} no es un número válido',
  'bonus.calc.noRule':
    'No hay ninguna regla de primas activa para el tipo de negocio {type} en este período; configure una primero',
  'bonus.calc.ruleMismatch':
    'El tipo de negocio de la regla elegida no coincide con el del contrato ({type})',
  'bonus.calc.periodOverlap':
    'La prima de este contrato ya se calculó del {from} al {to}; los períodos no pueden solaparse',
  'bonus.calc.noReceipts':
    'El contrato no cobró nada en el período elegido, así que no hay prima que calcular',
  'bonus.calc.notDraft': 'Solo se puede confirmar o eliminar un cálculo en borrador',
  'bonus.calc.locked': 'Este cálculo está pagado por completo y ya no se puede ajustar',
  'bonus.adjust.badMove':
    'Elija dos partes distintas del mismo cálculo y un importe mayor que 0 con 2 decimales como máximo',
  'bonus.adjust.belowPaid': 'Mover {amount} dejaría esa parte por debajo de los {paid} ya pagados',
  'bonus.template.duplicateType': 'El tipo de negocio {type} aparece dos veces en la plantilla',
  'bonus.template.nameTaken': 'La plantilla de primas {name} ya existe',
  'bonus.entrust.samePerson': 'El mandante y el mandatario no pueden ser la misma persona',
  'bonus.entrust.endBeforeStart': 'La fecha de fin no puede ser anterior a la de inicio',
  'bonus.pay.notConfirmed': 'Confirme el cálculo antes de pagar su prima',
  'bonus.pay.nothingPayable':
    'No hay nada que pagar en las partes elegidas (ya pagadas, o retenidas hasta que termine el contrato)',
  'objectives.childrenMismatch.contract':
    'Importe contratado: los departamentos bajo {department} suman {sum} yuanes, no su propio objetivo de {annual} yuanes (diferencia {difference} yuanes); el objetivo de un departamento superior debe igualar la suma de los inferiores o dejarse vacío para tomar su suma',
  'objectives.childrenMismatch.production':
    'Valor de producción: los departamentos bajo {department} suman {sum} yuanes, no su propio objetivo de {annual} yuanes (diferencia {difference} yuanes); el objetivo de un departamento superior debe igualar la suma de los inferiores o dejarse vacío para tomar su suma',
  'objectives.childrenMismatch.receipt':
    'Cobros: los departamentos bajo {department} suman {sum} yuanes, no su propio objetivo de {annual} yuanes (diferencia {difference} yuanes); el objetivo de un departamento superior debe igualar la suma de los inferiores o dejarse vacío para tomar su suma',
  'objectives.childrenMismatch.profit':
    'Beneficio: los departamentos bajo {department} suman {sum} yuanes, no su propio objetivo de {annual} yuanes (diferencia {difference} yuanes); el objetivo de un departamento superior debe igualar la suma de los inferiores o dejarse vacío para tomar su suma',
  'objectives.totalMismatch.contract':
    'Importe contratado: los departamentos suman {sum} yuanes, no el objetivo de la empresa de {total} yuanes (diferencia {difference} yuanes); ajuste los objetivos',
  'objectives.manualMismatch.contract':
    '{department}: los 12 meses del reparto manual de importe contratado suman {sum} yuanes, no el objetivo anual de {annual} yuanes',
  'objectives.totalMismatch.production':
    'Valor de producción: los departamentos suman {sum} yuanes, no el objetivo de la empresa de {total} yuanes (diferencia {difference} yuanes); ajuste los objetivos',
  'objectives.manualMismatch.production':
    '{department}: los 12 meses del reparto manual de valor de producción suman {sum} yuanes, no el objetivo anual de {annual} yuanes',
  'objectives.totalMismatch.receipt':
    'Cobros: los departamentos suman {sum} yuanes, no el objetivo de la empresa de {total} yuanes (diferencia {difference} yuanes); ajuste los objetivos',
  'objectives.manualMismatch.receipt':
    '{department}: los 12 meses del reparto manual de cobros suman {sum} yuanes, no el objetivo anual de {annual} yuanes',
  'objectives.totalMismatch.profit':
    'Beneficio: los departamentos suman {sum} yuanes, no el objetivo de la empresa de {total} yuanes (diferencia {difference} yuanes); ajuste los objetivos',
  'objectives.manualMismatch.profit':
    '{department}: los 12 meses del reparto manual de beneficio suman {sum} yuanes, no el objetivo anual de {annual} yuanes',
  'objectives.allDepartmentsRequired':
    'Fijar, emitir y ajustar objetivos requiere permisos de datos de todos los departamentos',
  'objectives.locked':
    'Los objetivos de {year} están emitidos y bloqueados: use Ajustar e indique un motivo',
  'objectives.notIssued':
    'Los objetivos de {year} siguen en borrador: modifíquelos y guárdelos directamente',
  'objectives.noPlan': 'Aún no hay objetivos para {year}: fíjelos y guárdelos primero',
  'objectives.alreadyIssued': 'Los objetivos de {year} ya están emitidos',
  'objectives.emptyPlan':
    'El plan de {year} no tiene objetivos de departamento y no se puede emitir',
  'objectives.departmentUnknown':
    'El departamento {departmentId} no existe: actualice y elija de nuevo',
  'objectives.duplicate': '{department} tiene la misma medida dos veces',
  'objectives.manualMissing':
    '{department} usa un reparto manual: introduzca los 12 importes mensuales',
  'objectives.noChange': 'El ajuste no cambia ningún objetivo: no hay nada que guardar',
  'objectives.progress.contractUnknown':
    'El contrato {contractId} no existe o no tiene permisos sobre su departamento',
  'objectives.progress.duplicate': 'El contrato {code} aparece dos veces',
  'objectives.progress.beforeSigning':
    'El contrato {code} se firmó en {signed}: no se puede declarar avance para {month}',
  'objectives.progress.belowPrevious':
    'Contrato {code}: el avance acumulado {progress}% es inferior al {previous}% declarado antes; no puede retroceder',
  'objectives.progress.aboveNext':
    'Contrato {code}: el avance acumulado {progress}% supera el {next}% declarado para {month}; modifique antes el mes posterior',
};

export const catalogues = { zh, en, es } satisfies Record<string, Catalogue>;
export type Locale = keyof typeof catalogues;

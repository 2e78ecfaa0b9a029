import type { Language } from '@portal/contract';

/** A seeded item's text in one language: banners have a title only. */
export interface SeedText {
  title: string;
  content?: string;
}

/** The seeded texts of one language, by seed key (announcements) or anchor (help topics). */
export interface SeedTexts {
  announcements: Readonly<Record<string, SeedText>>;
  help: Readonly<Record<string, SeedText>>;
}

interface BrandWords {
  name: string;
  email: string;
}

/**
 * The seed's content in the demo brands' default languages other than English (issue 27):
 * lucky88 writes Chinese, saigon Vietnamese; the English texts in content.ts become each
 * item's English translation there. The script notice keeps its script in every language, so
 * the sanitiser is proven on translations too.
 */
const SCRIPT =
  '<script>window.__announcementScriptRan = true</script>' +
  '<img src="/media/banners/security.webp" alt="" onerror="window.__announcementScriptRan = true">';

const chinese = ({ name, email }: BrandWords): SeedTexts => ({
  announcements: {
    'banner:w_home:welcome-bonus': { title: '新人欢迎奖金' },
    'banner:w_home:lucky-fruits': { title: '幸运水果' },
    'banner:w_home:live-casino': { title: '真人娱乐场' },
    'banner:w_home:lottery-draws': { title: '每分钟开奖' },
    'banner:w_login:login-welcome': { title: '欢迎回来' },
    'banner:w_register:register-gift': { title: '新人欢迎奖金' },
    'banner:w_registered:registered-first-deposit': { title: '首存奖金' },
    'banner:w_forget:forget-help': { title: '账户帮助' },
    'marquee:welcome': {
      title: `欢迎来到${name}！`,
      content: `<p>欢迎来到<strong>${name}</strong>，每周都有新游戏。</p>`,
    },
    'marquee:maintenance': {
      title: '周二 02:00-04:00 系统维护',
      content: '<p>部分游戏厂商将于<em>周二 02:00 至 04:00</em>暂停服务。</p>',
    },
    'notice:deposit-channels': {
      title: '新增存款渠道',
      content: '<p>新开通两个存款渠道，请查看<a href="/member">您的钱包</a>。</p>',
    },
    'notice:security-check': {
      title: `安全提示 ${SCRIPT}`,
      content: `<p>保护您的账户：切勿泄露密码。</p>${SCRIPT}<a href="javascript:window.__announcementScriptRan = true">详情</a>`,
    },
    'notice:members-vip': {
      title: '会员 VIP 周',
      content: '<p>每周一 00:00 至周日 24:00，所有会员玩老虎机可获得双倍积分。</p>',
    },
    'popup:visitors': {
      title: `立即加入${name}`,
      content: '<p>注册并参加新人奖金，首次存款即可获得 100% 奖金，最高 1,000。</p>',
    },
    'popup:members': {
      title: '每日返水已上线',
      content: '<p>老虎机返水 <strong>1.2%</strong>，真人娱乐 0.8%，每日派发。</p>',
    },
    'popup:first-login': {
      title: '首次登录礼包',
      content: '<p>感谢注册：首次存款前参加新人奖金，即可获得 100% 奖金，最高 1,000。</p>',
    },
    'promotion:welcome': {
      title: '100% 新人奖金',
      content: '<p>参加活动后首次存款，即可获得 100% 奖金，最高 1,000。</p>',
    },
    'promotion:rebate': {
      title: '无上限每日返水',
      content: '<ul><li>老虎机 1.2%</li><li>真人 0.8%</li><li>体育 1%</li></ul>',
    },
    'page:seamless:main-wallet': {
      title: '直接用主钱包游戏',
      content:
        '<p>这些游戏直接从主钱包扣除投注，无需先转入游戏钱包。每局结束后，奖金直接进入主钱包。</p>',
    },
    'page:sponsor:season': {
      title: `${name}赞助城市杯`,
      content: `<p>本赛季${name}是城市足球杯的主赞助商。会员可在每周抽奖中赢取门票。</p>`,
    },
    'page:description:about': {
      title: `关于${name}`,
      content: `<p>${name}是持牌游戏网站，提供彩票、真人娱乐、老虎机和体育。公平游戏，快速出款，全天候客服。</p>`,
    },
    'page:iosGuide:install': {
      title: '在 iPhone 上安装应用',
      content:
        '<ol><li>用相机扫描下载页上的 iOS 二维码并打开链接。</li><li>允许下载描述文件，然后打开设置、通用、VPN与设备管理，安装它。</li><li>应用出现在主屏幕上：打开并登录。</li></ol>',
    },
    'page:liteGuide:install': {
      title: '把轻应用添加到主屏幕',
      content:
        '<ol><li>用手机浏览器打开本站。</li><li>点分享（iPhone）或菜单（安卓），再点添加到主屏幕。</li><li>打开图标：网站全屏启动，像应用一样，无需安装占用空间。</li></ol>',
    },
  },
  help: {
    about: {
      title: `关于${name}`,
      content: `<p>${name}提供彩票、真人娱乐、老虎机、捕鱼、棋牌、体育、电竞和斗鸡。</p>`,
    },
    deposit: {
      title: '如何存款',
      content:
        '<ol><li>登录后打开<strong>存款</strong>。</li><li>选择渠道和金额。</li><li>按支付步骤操作，款项到账后余额即更新。</li></ol>',
    },
    withdrawal: {
      title: '如何取款',
      content:
        '<p>打开<strong>取款</strong>，选择银行卡和金额，并用支付密码确认。到账后请确认收款。</p>',
    },
    faq: {
      title: '常见问题',
      content:
        '<h3>忘记密码</h3><p>请在登录窗口使用“忘记密码”。</p><h3>游戏无法加载</h3><p>请刷新页面或更换浏览器。</p>',
    },
    'responsible-gaming': {
      title: '理性博彩',
      content: '<p>仅限年满 18 岁的玩家注册。请设定限额并适时休息。</p>',
    },
    privacy: {
      title: '隐私政策',
      content: '<p>我们只为运营您的账户而保存您的资料，绝不出售。</p>',
    },
    terms: {
      title: '条款与细则',
      content: '<p>参与游戏即表示您接受各游戏及优惠活动的规则。</p>',
    },
    contact: {
      title: '联系我们',
      content: `<p>在线客服全天候服务，或发送邮件至 <a href="mailto:${email}">${email}</a>。</p>`,
    },
  },
});

const vietnamese = ({ name, email }: BrandWords): SeedTexts => ({
  announcements: {
    'banner:w_home:welcome-bonus': { title: 'Thưởng chào mừng' },
    'banner:w_home:lucky-fruits': { title: 'Trái cây may mắn' },
    'banner:w_home:live-casino': { title: 'Sòng bài trực tuyến' },
    'banner:w_home:lottery-draws': { title: 'Xổ số mỗi phút' },
    'banner:w_login:login-welcome': { title: 'Chào mừng trở lại' },
    'banner:w_register:register-gift': { title: 'Thưởng chào mừng' },
    'banner:w_registered:registered-first-deposit': { title: 'Thưởng nạp đầu' },
    'banner:w_forget:forget-help': { title: 'Hỗ trợ tài khoản' },
    'marquee:welcome': {
      title: `Chào mừng đến với ${name}!`,
      content: `<p>Chào mừng đến với <strong>${name}</strong>. Trò chơi mới mỗi tuần.</p>`,
    },
    'marquee:maintenance': {
      title: 'Bảo trì định kỳ thứ Ba 02:00-04:00',
      content: '<p>Một số nhà cung cấp sẽ tạm ngưng vào <em>thứ Ba, 02:00 đến 04:00</em>.</p>',
    },
    'notice:deposit-channels': {
      title: 'Kênh nạp tiền mới',
      content: '<p>Hai kênh nạp tiền mới đã mở. Xem <a href="/member">ví của bạn</a>.</p>',
    },
    'notice:security-check': {
      title: `Thông báo bảo mật ${SCRIPT}`,
      content: `<p>Bảo vệ tài khoản: không bao giờ chia sẻ mật khẩu.</p>${SCRIPT}<a href="javascript:window.__announcementScriptRan = true">chi tiết</a>`,
    },
    'notice:members-vip': {
      title: 'Tuần lễ VIP cho thành viên',
      content:
        '<p>Mỗi tuần, từ thứ Hai 00:00 đến Chủ nhật 24:00, thành viên nhận gấp đôi điểm khi chơi slot.</p>',
    },
    'popup:visitors': {
      title: `Tham gia ${name} ngay hôm nay`,
      content:
        '<p>Đăng ký, tham gia thưởng chào mừng rồi nạp lần đầu: được thưởng 100% tối đa 1.000.</p>',
    },
    'popup:members': {
      title: 'Hoàn trả hằng ngày đã có',
      content: '<p>Hoàn trả slot <strong>1,2%</strong>, casino trực tuyến 0,8%, trả hằng ngày.</p>',
    },
    'popup:first-login': {
      title: 'Quà đăng nhập lần đầu',
      content:
        '<p>Cảm ơn bạn đã đăng ký: tham gia thưởng chào mừng trước lần nạp đầu để được thưởng 100% tối đa 1.000.</p>',
    },
    'promotion:welcome': {
      title: 'Thưởng chào mừng 100%',
      content: '<p>Tham gia rồi nạp lần đầu: được thưởng 100% tối đa 1.000.</p>',
    },
    'promotion:rebate': {
      title: 'Hoàn trả hằng ngày không giới hạn',
      content: '<ul><li>Slot 1,2%</li><li>Casino 0,8%</li><li>Thể thao 1%</li></ul>',
    },
    'page:seamless:main-wallet': {
      title: 'Chơi thẳng từ ví chính',
      content:
        '<p>Các trò chơi này trừ tiền cược từ ví chính, không cần chuyển sang ví trò chơi trước. Tiền thắng về ví chính khi mỗi ván kết thúc.</p>',
    },
    'page:sponsor:season': {
      title: `${name} tài trợ cúp thành phố`,
      content: `<p>Mùa này ${name} là nhà tài trợ chính của cúp bóng đá thành phố. Thành viên nhận vé qua bốc thăm hằng tuần.</p>`,
    },
    'page:description:about': {
      title: `Giới thiệu ${name}`,
      content: `<p>${name} là trang trò chơi có giấy phép với xổ số, casino trực tuyến, slot và thể thao. Chơi công bằng, rút tiền nhanh, hỗ trợ suốt ngày đêm.</p>`,
    },
    'page:iosGuide:install': {
      title: 'Cài ứng dụng trên iPhone',
      content:
        '<ol><li>Quét mã iOS trên trang tải về bằng camera và mở liên kết.</li><li>Cho phép tải hồ sơ, rồi mở Cài đặt, Cài đặt chung, VPN và quản lý thiết bị, và cài đặt nó.</li><li>Ứng dụng xuất hiện trên màn hình chính: mở và đăng nhập.</li></ol>',
    },
    'page:liteGuide:install': {
      title: 'Thêm ứng dụng nhẹ vào màn hình chính',
      content:
        '<ol><li>Mở trang này bằng trình duyệt trên điện thoại.</li><li>Chạm Chia sẻ (iPhone) hoặc menu (Android), rồi Thêm vào màn hình chính.</li><li>Mở biểu tượng: trang chạy toàn màn hình như ứng dụng, không tốn dung lượng cài đặt.</li></ol>',
    },
  },
  help: {
    about: {
      title: `Giới thiệu ${name}`,
      content: `<p>${name} có xổ số, casino trực tuyến, slot, bắn cá, game bài, thể thao, thể thao điện tử và đá gà.</p>`,
    },
    deposit: {
      title: 'Cách nạp tiền',
      content:
        '<ol><li>Đăng nhập và mở <strong>Nạp tiền</strong>.</li><li>Chọn kênh và số tiền.</li><li>Làm theo các bước thanh toán; số dư cập nhật khi tiền đến.</li></ol>',
    },
    withdrawal: {
      title: 'Cách rút tiền',
      content:
        '<p>Mở <strong>Rút tiền</strong>, chọn thẻ ngân hàng và số tiền, xác nhận bằng mật khẩu thanh toán. Xác nhận khi đã nhận tiền.</p>',
    },
    faq: {
      title: 'Câu hỏi thường gặp',
      content:
        '<h3>Tôi quên mật khẩu</h3><p>Dùng "Quên mật khẩu" ở cửa sổ đăng nhập.</p><h3>Trò chơi không tải</h3><p>Tải lại trang hoặc thử trình duyệt khác.</p>',
    },
    'responsible-gaming': {
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Chỉ người chơi từ 18 tuổi trở lên được đăng ký. Hãy đặt giới hạn và nghỉ ngơi.</p>',
    },
    privacy: {
      title: 'Chính sách bảo mật',
      content:
        '<p>Chúng tôi chỉ giữ dữ liệu để vận hành tài khoản của bạn và không bao giờ bán.</p>',
    },
    terms: {
      title: 'Điều khoản và điều kiện',
      content: '<p>Khi chơi, bạn chấp nhận luật của từng trò chơi và khuyến mãi.</p>',
    },
    contact: {
      title: 'Liên hệ',
      content: `<p>Hỗ trợ trực tuyến suốt ngày đêm, hoặc viết thư tới <a href="mailto:${email}">${email}</a>.</p>`,
    },
  },
});

/** The seed's texts in `language`, when it is a demo brand's default other than English. */
export const seedTextsIn = (language: Language, brand: BrandWords): SeedTexts | undefined =>
  language === 'CN' ? chinese(brand) : language === 'VI' ? vietnamese(brand) : undefined;

/** Chinese names of the demo games and lotteries, by game code (lucky88's lobby in Chinese). */
export const CHINESE_GAME_NAMES: Readonly<Record<string, string>> = {
  DEMO_SLOT: '幸运水果',
  DEMO_GEMS: '翡翠宝石',
  DEMO_DRAGON: '神龙转轴',
  DEMO_FISH: '海洋捕鱼',
  DEMO_HILO: '猜大小',
};

export const CHINESE_LOTTERY_NAMES: Readonly<Record<string, string>> = {
  HOT1M: '热门极速 1 分钟',
  HOT90S: '热门幸运 90 秒',
  K31M: '快三（1 分钟）',
  K33M: '快三（3 分钟）',
  K35M: '快三（5 分钟）',
  SSC1M: '极速时时彩（1 分钟）',
  SSC3M: '极速时时彩（3 分钟）',
  SSC5M: '极速时时彩（5 分钟）',
  CQSSC: '重庆时时彩',
  '11X51M': '11选5（1 分钟）',
  '11X53M': '11选5（3 分钟）',
  GD11X5: '广东11选5',
  PK101M: '极速赛车（1 分钟）',
  PK105M: '幸运赛车（5 分钟）',
  PCB1M: 'PC蛋蛋（1 分钟）',
  PCB3M: '加拿大28（3 分钟）',
  LF5M: '福运3D（5 分钟）',
  FC3D: '福彩3D',
  LHC5M: '极速六合彩（5 分钟）',
  MOLHC: '澳门六合彩',
  HK6: '香港六合彩',
  THGL: '泰国金彩',
  KENO5M: '快乐彩（5 分钟）',
  VNMB: '越南北部彩',
  VNMT: '越南中部彩',
  VNMN: '越南南部彩',
  VNFAST1M: '越南极速彩（1 分钟）',
};

/** Vietnamese names of the demo games and lotteries, by game code (saigon's lobby in Vietnamese). */
export const VIETNAMESE_GAME_NAMES: Readonly<Record<string, string>> = {
  DEMO_SLOT: 'Trái cây may mắn',
  DEMO_GEMS: 'Ngọc bích',
  DEMO_DRAGON: 'Vòng quay rồng thần',
  DEMO_FISH: 'Bắn cá đại dương',
  DEMO_HILO: 'Đoán lớn nhỏ',
};

export const VIETNAMESE_LOTTERY_NAMES: Readonly<Record<string, string>> = {
  HOT1M: 'Siêu tốc nóng 1 phút',
  HOT90S: 'May mắn nóng 90 giây',
  K31M: 'Nhanh 3 (1 phút)',
  K33M: 'Nhanh 3 (3 phút)',
  K35M: 'Nhanh 3 (5 phút)',
  SSC1M: 'SSC siêu tốc (1 phút)',
  SSC3M: 'SSC siêu tốc (3 phút)',
  SSC5M: 'SSC siêu tốc (5 phút)',
  CQSSC: 'SSC Trùng Khánh',
  '11X51M': '11 chọn 5 (1 phút)',
  '11X53M': '11 chọn 5 (3 phút)',
  GD11X5: '11 chọn 5 Quảng Đông',
  PK101M: 'Đua xe siêu tốc (1 phút)',
  PK105M: 'Đua xe may mắn (5 phút)',
  PCB1M: 'PC 28 (1 phút)',
  PCB3M: 'Canada 28 (3 phút)',
  LF5M: '3D phúc vận (5 phút)',
  FC3D: '3D phúc lợi',
  LHC5M: 'Mark Six siêu tốc (5 phút)',
  MOLHC: 'Mark Six Ma Cao',
  HK6: 'Mark Six Hồng Kông',
  THGL: 'Xổ số vàng Thái Lan',
  KENO5M: 'Keno (5 phút)',
  VNMB: 'Xổ số miền Bắc',
  VNMT: 'Xổ số miền Trung',
  VNMN: 'Xổ số miền Nam',
  VNFAST1M: 'Xổ số Việt Nam siêu tốc (1 phút)',
};

/** The demo names written per language, by the language the brand speaks (issue 27). */
const SEEDED_NAMES = {
  games: { CN: CHINESE_GAME_NAMES, VI: VIETNAMESE_GAME_NAMES },
  lotteries: { CN: CHINESE_LOTTERY_NAMES, VI: VIETNAMESE_LOTTERY_NAMES },
} as const;

/**
 * A demo game's or lottery's names for a brand that speaks `languages`: each language the
 * seed has a name in, and English (the catalogue's name) beside them; none when the brand
 * speaks none of them (the catalogue's name then serves every language).
 */
export const seededNames = (
  kind: keyof typeof SEEDED_NAMES,
  code: string,
  english: string,
  languages: readonly string[],
): Record<string, string> => {
  const names: Record<string, string> = {};
  for (const [language, table] of Object.entries(SEEDED_NAMES[kind])) {
    const name = (table as Readonly<Record<string, string>>)[code];
    if (languages.includes(language) && name) names[language] = name;
  }
  return Object.keys(names).length > 0 ? { ...names, EN: english } : {};
};

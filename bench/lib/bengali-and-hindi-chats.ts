/**
 * Chats a visitor has with the assistant on the Bengali and the Hindi pages (issue 48's answer
 * time in each language), written from the public pages' wording as a visitor reads them, not
 * from the assistant's code: in the language's own script, and in Latin script (Banglish,
 * Hinglish) as many type on a phone. Each chat is the visitor's turns: one question, or a question
 * and a follow-up that leans on it ("their number?"), sent with the assistant's first answer.
 * Branch phones, addresses and e-mails, store hours and holidays, brands and products (one not
 * carried), openings and HR, several asks in one message, one off-topic and one handover ask.
 */

/** A visitor's turns in one chat, in order. */
export type ChatTurns = readonly string[];

/** Chats on the Bengali pages, in Bengali script. */
export const bengaliChats: readonly ChatTurns[] = [
  ['শিলিগুড়ি শাখার ফোন নম্বর কত?'],
  ['পাটনা অফিসের নম্বরটা দিন'],
  ['আসানসোল শাখার সঙ্গে কীভাবে যোগাযোগ করব?'],
  ['রাঁচিতে আপনাদের অফিস আছে?'],
  ['ভুবনেশ্বর শাখার ঠিকানা কী?'],
  ['দুর্গাপুর শাখার ইমেল আইডি কী?'],
  ['কলকাতার কর্পোরেট অফিস কোথায়?'],
  ['রায়গঞ্জ শাখা শনিবার কটা পর্যন্ত খোলা?'],
  ['HP World সল্টলেক কখন খোলে?'],
  ['গড়িয়াহাটের HP World স্টোর রবিবার খোলা থাকে?'],
  ['এসপ্ল্যানেডের স্টোর কটা পর্যন্ত খোলা থাকে?'],
  ['দুর্গাপূজার সময় স্টোর খোলা থাকবে?'],
  ['হাওড়ায় HP World স্টোর কোথায়?'],
  ['আপনারা কোন কোন ব্র্যান্ড বিক্রি করেন?'],
  ['Lenovo ল্যাপটপ পাওয়া যাবে?'],
  ['সিসিটিভি ক্যামেরা কোন ব্র্যান্ডের আছে?'],
  ['বায়োমেট্রিক অ্যাটেনডেন্স সিস্টেম পাওয়া যায়?'],
  ['আপনারা কি ASUS মনিটরের ডিস্ট্রিবিউটর?'],
  ['ইউপিএস কোন ব্র্যান্ডের রাখেন?'],
  ['আপনারা কি Apple iPhone বিক্রি করেন?'],
  ['এখন কোন কোন পদে নিয়োগ চলছে?'],
  ['সিনিয়র অ্যাকাউন্ট্যান্ট পদের জন্য কী যোগ্যতা লাগবে?'],
  ['ডেটা অ্যানালিস্ট পদে কীভাবে আবেদন করব?'],
  ['চাকরির জন্য সিভি কোথায় পাঠাব?'],
  ['এইচআর বিভাগের সঙ্গে কীভাবে যোগাযোগ করব?'],
  ['সেলস কোঅর্ডিনেটরের কাজটা কোন অফিসে?'],
  ['কোম্পানিটা কবে শুরু হয়েছিল?'],
  ['আপনারা কোন কোন রাজ্যে কাজ করেন?'],
  ['বিক্রির পরে সার্ভিস দেন?'],
  ['Lenovo এক্সক্লুসিভ স্টোরে ইএমআই পাওয়া যায়?'],
  ['পাটনা শাখার ফোন নম্বর আর HP World পাটনা কখন খোলে?'],
  ['আপনারা কি Acer বিক্রি করেন, আর রাঁচি অফিসের ইমেল কী?'],
  ['শিলিগুড়ির স্টোরের ঠিকানা, ফোন নম্বর আর রবিবারের সময় জানাবেন?'],
  ['আজ কলকাতার আবহাওয়া কেমন?'],
  ['কোনো মানুষের সঙ্গে সরাসরি কথা বলতে চাই'],
  ['আসানসোলে আপনাদের শাখা আছে?', 'ওদের ফোন নম্বর কী?'],
  ['HP World ভুবনেশ্বর কোথায়?', 'শনিবার কখন বন্ধ হয়?'],
  ['ডেটা অ্যানালিস্ট পদটা কোথায়?', 'কী কী যোগ্যতা লাগবে?'],
  ['আপনারা ZEBRONICS বিক্রি করেন?', 'কী কী পণ্য আছে?'],
];

/** Chats on the Bengali pages, in Latin script. */
export const banglishChats: readonly ChatTurns[] = [
  ['Siliguri branch er phone number ta ki?'],
  ['HP World Salt Lake kokhon khole?'],
  ['apnara ki Lenovo laptop bikri koren?'],
  ['kono chakri khali ache?'],
  ['Patna office er address ta din'],
  ['Durga pujo te store khola thakbe?'],
  ['Ranchi branch er email ar phone duto i din'],
  ['Howrah e apnader office ache?', 'oder number ta ki?'],
];

/** Chats on the Hindi pages, in Devanagari. */
export const hindiChats: readonly ChatTurns[] = [
  ['पटना शाखा का फ़ोन नंबर क्या है?'],
  ['रांची ऑफिस का नंबर दीजिए'],
  ['भुवनेश्वर शाखा का पता क्या है?'],
  ['सिलीगुड़ी में आपका ऑफिस है?'],
  ['दुर्गापुर शाखा की ईमेल आईडी बताइए'],
  ['कोलकाता का कॉर्पोरेट ऑफिस कहाँ है?'],
  ['हावड़ा शाखा से संपर्क कैसे करूँ?'],
  ['रायगंज ऑफिस शनिवार को कितने बजे तक खुला रहता है?'],
  ['HP World साल्ट लेक कब खुलता है?'],
  ['गड़ियाहाट वाला स्टोर रविवार को खुला रहता है?'],
  ['HP World पटना कितने बजे बंद होता है?'],
  ['दीपावली पर स्टोर खुले रहेंगे?'],
  ['आसनसोल में HP World स्टोर कहाँ है?'],
  ['आप कौन-कौन से ब्रांड बेचते हैं?'],
  ['क्या आप HP के प्रिंटर बेचते हैं?'],
  ['सीसीटीवी कैमरे किस ब्रांड के मिलेंगे?'],
  ['बायोमेट्रिक अटेंडेंस मशीन मिलती है?'],
  ['WD की हार्ड ड्राइव मिलेगी?'],
  ['UPS किस ब्रांड का रखते हैं?'],
  ['क्या आप Samsung के फ़ोन बेचते हैं?'],
  ['अभी कौन-सी नौकरियाँ खाली हैं?'],
  ['सीनियर अकाउंटेंट के लिए कितना अनुभव चाहिए?'],
  ['ऑपरेशंस एग्ज़ीक्यूटिव के पद के लिए आवेदन कैसे करें?'],
  ['अपना रिज़्यूमे कहाँ भेजूँ?'],
  ['HR से बात करनी है, कैसे संपर्क करूँ?'],
  ['सेल्स कोऑर्डिनेटर की नौकरी किस शहर में है?'],
  ['कंपनी कब शुरू हुई थी?'],
  ['आप किन राज्यों में काम करते हैं?'],
  ['क्या आप आफ़्टर-सेल्स सपोर्ट देते हैं?'],
  ['Lenovo एक्सक्लूसिव स्टोर में EMI मिलती है?'],
  ['रांची शाखा का फ़ोन नंबर और HP World रांची का समय बताइए'],
  ['क्या आप Acer बेचते हैं और पटना ऑफिस का ईमेल क्या है?'],
  ['भुवनेश्वर स्टोर का पता, फ़ोन और रविवार का समय क्या है?'],
  ['आज क्रिकेट मैच का स्कोर क्या है?'],
  ['किसी इंसान से बात करवाइए'],
  ['क्या दुर्गापुर में आपकी शाखा है?', 'उनका फ़ोन नंबर क्या है?'],
  ['HP World हावड़ा कहाँ है?', 'शनिवार को कब तक खुला है?'],
  ['डेटा एनालिस्ट की नौकरी कहाँ है?', 'इसके लिए क्या योग्यता चाहिए?'],
  ['क्या आप ESSL के प्रोडक्ट बेचते हैं?', 'कौन-कौन से प्रोडक्ट हैं?'],
];

/** Chats on the Hindi pages, in Latin script. */
export const hinglishChats: readonly ChatTurns[] = [
  ['Patna branch ka phone number kya hai?'],
  ['HP World Ranchi kab khulta hai?'],
  ['kya aap Lenovo laptop bechte ho?'],
  ['koi job vacancy hai kya?'],
  ['Bhubaneswar office ka address batao'],
  ['Diwali pe store khula rahega?'],
  ['Asansol branch ka email aur phone dono do'],
  ['Siliguri mein aapka office hai?', 'unka number kya hai?'],
];

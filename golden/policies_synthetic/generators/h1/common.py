"""Shared rendering helpers and IRDAI standard text for the h1 synthetic wordings."""
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.enums import TA_JUSTIFY, TA_LEFT, TA_CENTER
from reportlab.platypus import (BaseDocTemplate, PageTemplate, Frame, Paragraph, Spacer, Table,
                                TableStyle, PageBreak, KeepTogether)
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FD = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("DV", FD + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DV-B", FD + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DV-I", FD + "DejaVuSans-Oblique.ttf"))
pdfmetrics.registerFont(TTFont("DVS", FD + "DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("DVS-B", FD + "DejaVuSerif-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVS-I", FD + "DejaVuSerif-Italic.ttf"))
pdfmetrics.registerFont(TTFont("DVC", FD + "DejaVuSansCondensed.ttf"))
pdfmetrics.registerFont(TTFont("DVC-B", FD + "DejaVuSansCondensed-Bold.ttf"))
from reportlab.lib.fonts import addMapping
for fam, r, b, i in (("DV", "DV", "DV-B", "DV-I"), ("DVS", "DVS", "DVS-B", "DVS-I"), ("DVC", "DVC", "DVC-B", "DVC")):
    addMapping(fam, 0, 0, r); addMapping(fam, 1, 0, b); addMapping(fam, 0, 1, i); addMapping(fam, 1, 1, b)


def styles(font="DV", size=9.2, justify=True):
    bold = font + "-B"
    st = {
        "title": ParagraphStyle("title", fontName=bold, fontSize=14, leading=18, alignment=TA_CENTER, spaceAfter=4),
        "subtitle": ParagraphStyle("subtitle", fontName=font, fontSize=10, leading=13, alignment=TA_CENTER, spaceAfter=8),
        "h1": ParagraphStyle("h1", fontName=bold, fontSize=11, leading=14, spaceBefore=8, spaceAfter=4),
        "h2": ParagraphStyle("h2", fontName=bold, fontSize=9.6, leading=12.5, spaceBefore=5, spaceAfter=2),
        "p": ParagraphStyle("p", fontName=font, fontSize=size, leading=size * 1.32,
                            alignment=TA_JUSTIFY if justify else TA_LEFT, spaceAfter=3),
        "li": ParagraphStyle("li", fontName=font, fontSize=size, leading=size * 1.32, leftIndent=14,
                             firstLineIndent=-10, alignment=TA_JUSTIFY if justify else TA_LEFT, spaceAfter=2),
        "li2": ParagraphStyle("li2", fontName=font, fontSize=size, leading=size * 1.32, leftIndent=28,
                              firstLineIndent=-10, alignment=TA_LEFT, spaceAfter=1),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=8.2, leading=10.2, alignment=TA_LEFT),
        "cellb": ParagraphStyle("cellb", fontName=bold, fontSize=8.2, leading=10.2, alignment=TA_LEFT),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.8, leading=9.8, alignment=TA_LEFT),
    }
    return st


def story_from(blocks, st):
    out = []
    for b in blocks:
        kind = b[0]
        if kind == "pb":
            out.append(PageBreak())
        elif kind == "sp":
            out.append(Spacer(1, b[1]))
        elif kind in st:
            out.append(Paragraph(b[1], st[kind]))
        elif kind == "flow":
            out.append(b[1])
        else:
            raise ValueError(kind)
    return out


def make_canvas_class(draw_fn):
    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            n = len(self._saved)
            for state in self._saved:
                self.__dict__.update(state)
                draw_fn(self, self._pageNumber, n)
                super().showPage()
            super().save()
    return NumberedCanvas


def build(path, story, draw_fn, top=26 * mm, bottom=24 * mm, title="", author=""):
    doc = BaseDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                          topMargin=top, bottomMargin=bottom, title=title, author=author,
                          creator="h1 synthetic generator", invariant=1)
    frame = Frame(doc.leftMargin, doc.bottomMargin, doc.width, doc.height, id="f")
    doc.addPageTemplates([PageTemplate(id="p", frames=[frame])])
    doc.build(story, canvasmaker=make_canvas_class(draw_fn))


W, H = A4

# ---------------------------------------------------------------------------------------------
# IRDAI standard definitions (Master Circular on Standardisation, Chapter I) - common to all wordings
# ---------------------------------------------------------------------------------------------
STD_DEFS = [
    ("Accident", "An accident means sudden, unforeseen and involuntary event caused by external, visible and violent means."),
    ("Any one illness", "Any one illness means continuous period of illness and includes relapse within 45 days from the date of last consultation with the Hospital/Nursing Home where treatment was taken."),
    ("Cashless facility", "Cashless facility means a facility extended by the insurer to the insured where the payments, of the costs of treatment undergone by the insured in accordance with the policy terms and conditions, are directly made to the network provider by the insurer to the extent pre-authorization is approved."),
    ("Condition Precedent", "Condition Precedent means a policy term or condition upon which the Insurer's liability under the policy is conditional upon."),
    ("Congenital Anomaly", "Congenital Anomaly means a condition which is present since birth, and which is abnormal with reference to form, structure or position. a) Internal Congenital Anomaly: congenital anomaly which is not in the visible and accessible parts of the body. b) External Congenital Anomaly: congenital anomaly which is in the visible and accessible parts of the body."),
    ("Co-Payment", "Co-payment means a cost sharing requirement under a health insurance policy that provides that the policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not reduce the Sum Insured."),
    ("Cumulative Bonus", "Cumulative Bonus means any increase or addition in the Sum Insured granted by the insurer without an associated increase in premium."),
    ("Day Care Centre", "A day care centre means any institution established for day care treatment of illness and/or injuries or a medical setup with a hospital and which has been registered with the local authorities, wherever applicable, and is under supervision of a registered and qualified medical practitioner AND must comply with all minimum criterion as under: i) has qualified nursing staff under its employment; ii) has qualified medical practitioner/s in charge; iii) has fully equipped operation theatre of its own where surgical procedures are carried out; iv) maintains daily records of patients and will make these accessible to the insurance company's authorized personnel."),
    ("Day Care Treatment", "Day care treatment means medical treatment, and/or surgical procedure which is: i. undertaken under General or Local Anesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and ii. which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an out-patient basis is not included in the scope of this definition."),
    ("Dental Treatment", "Dental treatment means a treatment related to teeth or structures supporting teeth including examinations, fillings (where appropriate), crowns, extractions and surgery."),
    ("Disclosure to information norm", "The policy shall be void and all premium paid thereon shall be forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact."),
    ("Domiciliary Hospitalization", "Domiciliary hospitalization means medical treatment for an illness/disease/injury which in the normal course would require care and treatment at a hospital but is actually taken while confined at home under any of the following circumstances: i) the condition of the patient is such that he/she is not in a condition to be removed to a hospital, or ii) the patient takes treatment at home on account of non-availability of room in a hospital."),
    ("Emergency Care", "Emergency care means management for an illness or injury which results in symptoms which occur suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or serious long term impairment of the insured person's health."),
    ("GRACE", None),
    ("Hospital", "A hospital means any institution established for in-patient care and day care treatment of illness and/or injuries and which has been registered as a hospital with the local authorities under Clinical Establishments (Registration and Regulation) Act 2010 or under enactments specified under the Schedule of Section 56(1) of the said act Or complies with all minimum criteria as under: i) has qualified nursing staff under its employment round the clock; ii) has at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 in-patient beds in all other places; iii) has qualified medical practitioner(s) in charge round the clock; iv) has a fully equipped operation theatre of its own where surgical procedures are carried out; v) maintains daily records of patients and makes these accessible to the insurance company's authorized personnel."),
    ("Hospitalization", "Hospitalization means admission in a Hospital for a minimum period of 24 consecutive 'In-patient Care' hours except for specified procedures/ treatments, where such admission could be for a period of less than 24 consecutive hours."),
    ("Illness", "Illness means a sickness or a disease or pathological condition leading to the impairment of normal physiological function and requires medical treatment. (a) Acute condition - Acute condition is a disease, illness or injury that is likely to respond quickly to treatment which aims to return the person to his or her state of health immediately before suffering the disease/ illness/ injury which leads to full recovery. (b) Chronic condition - A chronic condition is defined as a disease, illness, or injury that has one or more of the following characteristics: 1. it needs ongoing or long-term monitoring through consultations, examinations, check-ups, and /or tests; 2. it needs ongoing or long-term control or relief of symptoms; 3. it requires rehabilitation for the patient or for the patient to be specially trained to cope with it; 4. it continues indefinitely; 5. it recurs or is likely to recur."),
    ("Injury", "Injury means accidental physical bodily harm excluding illness or disease solely and directly caused by external, violent, visible and evident means which is verified and certified by a Medical Practitioner."),
    ("Inpatient Care", "Inpatient care means treatment for which the insured person has to stay in a hospital for more than 24 hours for a covered event."),
    ("Intensive Care Unit", "Intensive care unit means an identified section, ward or wing of a hospital which is under the constant supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous monitoring and treatment of patients who are in a critical condition, or require life support facilities and where the level of care and supervision is considerably more sophisticated and intensive than in the ordinary and other wards."),
    ("ICU Charges", "ICU (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU expenses which shall include the expenses for ICU bed, general medical support services provided to any ICU patient including monitoring devices, critical care nursing and intensivist charges."),
    ("Maternity expenses", "Maternity expenses means; a) medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization); b) expenses towards lawful medical termination of pregnancy during the policy period."),
    ("Medical Advice", "Medical Advice means any consultation or advice from a Medical Practitioner including the issuance of any prescription or follow-up prescription."),
    ("Medical Expenses", "Medical Expenses means those expenses that an Insured Person has necessarily and actually incurred for medical treatment on account of Illness or Accident on the advice of a Medical Practitioner, as long as these are no more than would have been payable if the Insured Person had not been insured and no more than other hospitals or doctors in the same locality would have charged for the same medical treatment."),
    ("Medical Practitioner", "Medical Practitioner means a person who holds a valid registration from the Medical Council of any State or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is acting within its scope and jurisdiction of license. The registered practitioner should not be the Insured Person or a close member of the Insured Person's family."),
    ("Medically Necessary Treatment", "Medically necessary treatment means any treatment, tests, medication, or stay in hospital or part of a stay in hospital which: i) is required for the medical management of the illness or injury suffered by the insured; ii) must not exceed the level of care necessary to provide safe, adequate and appropriate medical care in scope, duration, or intensity; iii) must have been prescribed by a medical practitioner; iv) must conform to the professional standards widely accepted in international medical practice or by the medical community in India."),
    ("Network Provider", "Network Provider means hospitals or health care providers enlisted by an insurer, TPA or jointly by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
    ("Non-Network Provider", "Non-Network means any hospital, day care centre or other provider that is not part of the network."),
    ("Notification of Claim", "Notification of claim means the process of intimating a claim to the insurer or TPA through any of the recognized modes of communication."),
    ("OPD treatment", "OPD treatment means the one in which the Insured visits a clinic / hospital or associated facility like a consultation room for diagnosis and treatment based on the advice of a Medical Practitioner. The Insured is not admitted as a day care or in-patient."),
    ("Pre-Existing Disease", "Pre-existing Disease means any condition, ailment, injury or disease: a) That is/are diagnosed by a physician within 36 months prior to the date of commencement of the policy issued by the insurer; or b) For which medical advice or treatment was recommended by, or received from, a physician within 36 months prior to the date of commencement of the policy."),
    ("Pre-hospitalization Medical Expenses", "Pre-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days preceding the hospitalization of the Insured Person, provided that: i. Such Medical Expenses are incurred for the same condition for which the Insured Person's Hospitalization was required, and ii. The In-patient Hospitalization claim for such Hospitalization is admissible by the Insurance Company."),
    ("Post-hospitalization Medical Expenses", "Post-hospitalization Medical Expenses means medical expenses incurred during pre-defined number of days immediately after the insured person is discharged from the hospital provided that: i. Such Medical Expenses are for the same condition for which the insured person's hospitalization was required, and ii. The inpatient hospitalization claim for such hospitalization is admissible by the insurance company."),
    ("Qualified Nurse", "Qualified nurse means a person who holds a valid registration from the Nursing Council of India or the Nursing Council of any state in India."),
    ("Reasonable and Customary Charges", "Reasonable and Customary charges means the charges for services or supplies, which are the standard charges for the specific provider and consistent with the prevailing charges in the geographical area for identical or similar services, taking into account the nature of the illness / injury involved."),
    ("Renewal", "Renewal means the terms on which the contract of insurance can be renewed on mutual consent with a provision of grace period for treating the renewal continuous for the purpose of gaining credit for pre-existing diseases, time-bound exclusions and for all waiting periods."),
    ("Room Rent", "Room Rent means the amount charged by a Hospital towards Room and Boarding expenses and shall include the associated medical expenses."),
    ("Unproven/Experimental treatment", "Unproven/Experimental treatment means the treatment including drug experimental therapy which is not based on established medical practice in India, is treatment experimental or unproven."),
]


# ---------------------------------------------------------------------------------------------
# IRDAI standard exclusions (Chapter III A-R). code_fmt(n) renders the code label.
# ---------------------------------------------------------------------------------------------
def std_exclusions(ped_months, sd_months, code_fmt, we="us", sd_list=None, extra_sd_note=None,
                   excl18_tail=None):
    """Return list of (title, code, [paragraphs]) for Excl01-Excl18."""
    ex = []
    ex.append(("Pre-Existing Diseases", code_fmt(1), [
        f"a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be excluded until the expiry of {ped_months} months of continuous coverage after the date of inception of the first policy with {we}.",
        "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
        "c) If the Insured Person is continuously covered without any break as defined under the portability norms of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the extent of prior coverage.",
        f"d) Coverage under the policy after the expiry of {ped_months} months for any pre-existing disease is subject to the same being declared at the time of application and accepted by {we}.",
    ]))
    sd = [
        f"a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the expiry of {sd_months} months of continuous coverage after the date of inception of the first policy with {we}. This exclusion shall not be applicable for claims arising due to an accident.",
        "b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
        "c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, then the longer of the two waiting periods shall apply.",
        "d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and accepted without a specific exclusion.",
        "e) If the Insured Person is continuously covered without any break as defined under the applicable norms on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior coverage.",
    ]
    if sd_list:
        sd.append("f) List of specific diseases/procedures: " + sd_list)
    if extra_sd_note:
        sd.append(extra_sd_note)
    ex.append(("Specified disease/procedure waiting period", code_fmt(2), sd))
    ex.append(("30-day waiting period", code_fmt(3), [
        "a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.",
        "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.",
        "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently.",
    ]))
    ex.append(("Investigation & Evaluation", code_fmt(4), [
        "a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.",
        "b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded.",
    ]))
    ex.append(("Rest Cure, rehabilitation and respite care", code_fmt(5), [
        "a) Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes: i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs.",
    ]))
    ex.append(("Obesity/ Weight Control", code_fmt(6), [
        "Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age or older and 4) Body Mass Index (BMI): a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled Type2 Diabetes",
    ]))
    ex.append(("Change-of-Gender treatments", code_fmt(7), [
        "Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex.",
    ]))
    ex.append(("Cosmetic or plastic Surgery", code_fmt(8), [
        "Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner.",
    ]))
    ex.append(("Hazardous or Adventure sports", code_fmt(9), [
        "Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving.",
    ]))
    ex.append(("Breach of law", code_fmt(10), [
        "Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent.",
    ]))
    ex.append(("Excluded Providers", code_fmt(11), [
        "Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim.",
    ]))
    ex.append(("Alcoholism, drug or substance abuse", code_fmt(12), [
        "Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof.",
    ]))
    ex.append(("Health hydros, nature cure clinics, spas", code_fmt(13), [
        "Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons.",
    ]))
    ex.append(("Dietary supplements", code_fmt(14), [
        "Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure.",
    ]))
    ex.append(("Refractive Error", code_fmt(15), [
        "Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres.",
    ]))
    ex.append(("Unproven Treatments", code_fmt(16), [
        "Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness.",
    ]))
    ex.append(("Sterility and Infertility", code_fmt(17), [
        "Expenses related to sterility and infertility. This includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of sterilization",
    ]))
    m = [
        "i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy;",
        "ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period.",
    ]
    if excl18_tail:
        m.append(excl18_tail)
    ex.append(("Maternity", code_fmt(18), m))
    return ex


LIST_I = ["Baby food", "Baby utilities charges", "Beauty services", "Belts/ braces", "Buds", "Cold pack/hot pack",
          "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by hospital)",
          "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges", "Guest services",
          "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings",
          "Blood grouping and cross matching of donors samples", "Service charges where nursing charge also charged",
          "Television charges", "Surcharges", "Attendant charges",
          "Extra diet of patient (other than that which forms part of bed charge)", "Birth certificate",
          "Certificate charges", "Courier charges", "Conveyance charges", "Medical certificate", "Medical records",
          "Photocopies charges", "Mortuary charges", "Walking aids charges",
          "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre", "Nebulizer kit",
          "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint", "Diabetic foot wear",
          "Knee braces (long/ short/ hinged)", "Knee immobilizer/shoulder immobilizer", "Lumbo sacral belt",
          "Nimbus bed or water or air bed charges", "Ambulance collar", "Ambulance equipment", "Abdominal binder",
          "Private nurses charges - special nursing charges", "Sugar free tablets",
          "Creams powders lotions (toiletries are not payable, only prescribed medical pharmaceuticals payable)",
          "ECG electrodes", "Gloves", "Nebulisation kit", "Any kit with no details mentioned", "Kidney tray",
          "Mask", "Ounce glass", "Oxygen mask", "Pelvic traction belt", "Pan can", "Trolly cover", "Urometer, urine jug",
          "Vasofix safety"]

OMBUDSMAN = [
    ("AHMEDABAD", "Jeevan Prakash Building, 6th floor, Tilak Marg, Relief Road, Ahmedabad - 380 001. Email: bimalokpal.ahmedabad@cioins.co.in"),
    ("BENGALURU", "Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, 19/19, 24th Main Road, JP Nagar, 1st Phase, Bengaluru - 560 078. Email: bimalokpal.bengaluru@cioins.co.in"),
    ("CHENNAI", "Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, Chennai - 600 018. Email: bimalokpal.chennai@cioins.co.in"),
    ("DELHI", "2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi - 110 002. Email: bimalokpal.delhi@cioins.co.in"),
    ("HYDERABAD", "6-2-46, 1st floor, Moin Court, Lane Opp. Hyundai Showroom, A. C. Guards, Lakdi-Ka-Pool, Hyderabad - 500 004. Email: bimalokpal.hyderabad@cioins.co.in"),
    ("KOLKATA", "Hindustan Bldg. Annexe, 7th Floor, 4, C.R. Avenue, Kolkata - 700 072. Email: bimalokpal.kolkata@cioins.co.in"),
    ("MUMBAI", "3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), Mumbai - 400 054. Email: bimalokpal.mumbai@cioins.co.in"),
    ("PUNE", "Jeevan Darshan Bldg., 3rd Floor, C.T.S. No.s. 195 to 198, N.C. Kelkar Road, Narayan Peth, Pune - 411 030. Email: bimalokpal.pune@cioins.co.in"),
]
